/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query ActivePromotions {\n  activePromotions {\n    id\n    name\n    text\n    planId\n    discountPercentage\n  }\n}": typeof types.ActivePromotionsDocument,
    "query Me {\n  me {\n    ...UserFields\n  }\n}": typeof types.MeDocument,
    "fragment UserFields on User {\n  id\n  fullName\n  email\n  phoneNo\n  image\n  role\n  planStatus\n  emailVerified\n}": typeof types.UserFieldsFragmentDoc,
    "mutation AdminLogin($input: LoginInput!) {\n  adminLogin(input: $input) {\n    accessToken\n    user {\n      ...UserFields\n    }\n  }\n}": typeof types.AdminLoginDocument,
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    accessToken\n    user {\n      ...UserFields\n    }\n  }\n}": typeof types.LoginDocument,
    "mutation ResendOtp($input: ResendOtpInput!) {\n  resendOtp(input: $input) {\n    message\n    email\n    resendAfterSeconds\n  }\n}": typeof types.ResendOtpDocument,
    "mutation SignUp($input: SignUpInput!) {\n  signUp(input: $input) {\n    message\n    email\n    resendAfterSeconds\n  }\n}": typeof types.SignUpDocument,
    "mutation VerifyOtp($input: VerifyOtpInput!) {\n  verifyOtp(input: $input) {\n    accessToken\n    user {\n      ...UserFields\n    }\n  }\n}": typeof types.VerifyOtpDocument,
    "fragment MealFields on Meal {\n  id\n  name\n  description\n  category\n  image\n  calories\n  protein\n  carbs\n  fat\n  allergens\n  tags\n}": typeof types.MealFieldsFragmentDoc,
    "query Meals($category: MealCategory) {\n  meals(category: $category) {\n    ...MealFields\n  }\n}": typeof types.MealsDocument,
    "query Plans {\n  plans {\n    id\n    name\n    description\n    price\n    image\n    isTrial\n    caloriesPerDay\n    dailyPrices {\n      breakfast\n      lunch\n      dinner\n      snacks\n    }\n    promotion {\n      id\n      name\n      discountPercentage\n      discountedPrice\n      endDate\n    }\n    planMeals {\n      id\n      name\n      category\n    }\n  }\n}": typeof types.PlansDocument,
    "query LandingMeals {\n  meals {\n    id\n    name\n    description\n    image\n    calories\n    category\n  }\n  activePromotions {\n    id\n    discountPercentage\n    discountedPrice\n    planId\n  }\n}": typeof types.LandingMealsDocument,
    "query LandingPlans {\n  plans {\n    id\n    name\n    description\n    price\n    image\n    isTrial\n    caloriesPerDay\n    promotion {\n      id\n      discountPercentage\n      discountedPrice\n    }\n  }\n}": typeof types.LandingPlansDocument,
};
const documents: Documents = {
    "query ActivePromotions {\n  activePromotions {\n    id\n    name\n    text\n    planId\n    discountPercentage\n  }\n}": types.ActivePromotionsDocument,
    "query Me {\n  me {\n    ...UserFields\n  }\n}": types.MeDocument,
    "fragment UserFields on User {\n  id\n  fullName\n  email\n  phoneNo\n  image\n  role\n  planStatus\n  emailVerified\n}": types.UserFieldsFragmentDoc,
    "mutation AdminLogin($input: LoginInput!) {\n  adminLogin(input: $input) {\n    accessToken\n    user {\n      ...UserFields\n    }\n  }\n}": types.AdminLoginDocument,
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    accessToken\n    user {\n      ...UserFields\n    }\n  }\n}": types.LoginDocument,
    "mutation ResendOtp($input: ResendOtpInput!) {\n  resendOtp(input: $input) {\n    message\n    email\n    resendAfterSeconds\n  }\n}": types.ResendOtpDocument,
    "mutation SignUp($input: SignUpInput!) {\n  signUp(input: $input) {\n    message\n    email\n    resendAfterSeconds\n  }\n}": types.SignUpDocument,
    "mutation VerifyOtp($input: VerifyOtpInput!) {\n  verifyOtp(input: $input) {\n    accessToken\n    user {\n      ...UserFields\n    }\n  }\n}": types.VerifyOtpDocument,
    "fragment MealFields on Meal {\n  id\n  name\n  description\n  category\n  image\n  calories\n  protein\n  carbs\n  fat\n  allergens\n  tags\n}": types.MealFieldsFragmentDoc,
    "query Meals($category: MealCategory) {\n  meals(category: $category) {\n    ...MealFields\n  }\n}": types.MealsDocument,
    "query Plans {\n  plans {\n    id\n    name\n    description\n    price\n    image\n    isTrial\n    caloriesPerDay\n    dailyPrices {\n      breakfast\n      lunch\n      dinner\n      snacks\n    }\n    promotion {\n      id\n      name\n      discountPercentage\n      discountedPrice\n      endDate\n    }\n    planMeals {\n      id\n      name\n      category\n    }\n  }\n}": types.PlansDocument,
    "query LandingMeals {\n  meals {\n    id\n    name\n    description\n    image\n    calories\n    category\n  }\n  activePromotions {\n    id\n    discountPercentage\n    discountedPrice\n    planId\n  }\n}": types.LandingMealsDocument,
    "query LandingPlans {\n  plans {\n    id\n    name\n    description\n    price\n    image\n    isTrial\n    caloriesPerDay\n    promotion {\n      id\n      discountPercentage\n      discountedPrice\n    }\n  }\n}": types.LandingPlansDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ActivePromotions {\n  activePromotions {\n    id\n    name\n    text\n    planId\n    discountPercentage\n  }\n}"): (typeof documents)["query ActivePromotions {\n  activePromotions {\n    id\n    name\n    text\n    planId\n    discountPercentage\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Me {\n  me {\n    ...UserFields\n  }\n}"): (typeof documents)["query Me {\n  me {\n    ...UserFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment UserFields on User {\n  id\n  fullName\n  email\n  phoneNo\n  image\n  role\n  planStatus\n  emailVerified\n}"): (typeof documents)["fragment UserFields on User {\n  id\n  fullName\n  email\n  phoneNo\n  image\n  role\n  planStatus\n  emailVerified\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminLogin($input: LoginInput!) {\n  adminLogin(input: $input) {\n    accessToken\n    user {\n      ...UserFields\n    }\n  }\n}"): (typeof documents)["mutation AdminLogin($input: LoginInput!) {\n  adminLogin(input: $input) {\n    accessToken\n    user {\n      ...UserFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    accessToken\n    user {\n      ...UserFields\n    }\n  }\n}"): (typeof documents)["mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    accessToken\n    user {\n      ...UserFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResendOtp($input: ResendOtpInput!) {\n  resendOtp(input: $input) {\n    message\n    email\n    resendAfterSeconds\n  }\n}"): (typeof documents)["mutation ResendOtp($input: ResendOtpInput!) {\n  resendOtp(input: $input) {\n    message\n    email\n    resendAfterSeconds\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignUp($input: SignUpInput!) {\n  signUp(input: $input) {\n    message\n    email\n    resendAfterSeconds\n  }\n}"): (typeof documents)["mutation SignUp($input: SignUpInput!) {\n  signUp(input: $input) {\n    message\n    email\n    resendAfterSeconds\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation VerifyOtp($input: VerifyOtpInput!) {\n  verifyOtp(input: $input) {\n    accessToken\n    user {\n      ...UserFields\n    }\n  }\n}"): (typeof documents)["mutation VerifyOtp($input: VerifyOtpInput!) {\n  verifyOtp(input: $input) {\n    accessToken\n    user {\n      ...UserFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment MealFields on Meal {\n  id\n  name\n  description\n  category\n  image\n  calories\n  protein\n  carbs\n  fat\n  allergens\n  tags\n}"): (typeof documents)["fragment MealFields on Meal {\n  id\n  name\n  description\n  category\n  image\n  calories\n  protein\n  carbs\n  fat\n  allergens\n  tags\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Meals($category: MealCategory) {\n  meals(category: $category) {\n    ...MealFields\n  }\n}"): (typeof documents)["query Meals($category: MealCategory) {\n  meals(category: $category) {\n    ...MealFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Plans {\n  plans {\n    id\n    name\n    description\n    price\n    image\n    isTrial\n    caloriesPerDay\n    dailyPrices {\n      breakfast\n      lunch\n      dinner\n      snacks\n    }\n    promotion {\n      id\n      name\n      discountPercentage\n      discountedPrice\n      endDate\n    }\n    planMeals {\n      id\n      name\n      category\n    }\n  }\n}"): (typeof documents)["query Plans {\n  plans {\n    id\n    name\n    description\n    price\n    image\n    isTrial\n    caloriesPerDay\n    dailyPrices {\n      breakfast\n      lunch\n      dinner\n      snacks\n    }\n    promotion {\n      id\n      name\n      discountPercentage\n      discountedPrice\n      endDate\n    }\n    planMeals {\n      id\n      name\n      category\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LandingMeals {\n  meals {\n    id\n    name\n    description\n    image\n    calories\n    category\n  }\n  activePromotions {\n    id\n    discountPercentage\n    discountedPrice\n    planId\n  }\n}"): (typeof documents)["query LandingMeals {\n  meals {\n    id\n    name\n    description\n    image\n    calories\n    category\n  }\n  activePromotions {\n    id\n    discountPercentage\n    discountedPrice\n    planId\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LandingPlans {\n  plans {\n    id\n    name\n    description\n    price\n    image\n    isTrial\n    caloriesPerDay\n    promotion {\n      id\n      discountPercentage\n      discountedPrice\n    }\n  }\n}"): (typeof documents)["query LandingPlans {\n  plans {\n    id\n    name\n    description\n    price\n    image\n    isTrial\n    caloriesPerDay\n    promotion {\n      id\n      discountPercentage\n      discountedPrice\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;