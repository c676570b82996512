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
    "mutation ResendOtp($input: ResendOtpInput!) {\n  resendOtp(input: $input) {\n    message\n    email\n    resendAfterSeconds\n    verificationToken\n  }\n}": typeof types.ResendOtpDocument,
    "mutation SignUp($input: SignUpInput!) {\n  signUp(input: $input) {\n    message\n    email\n    resendAfterSeconds\n    verificationToken\n  }\n}": typeof types.SignUpDocument,
    "mutation VerifyOtp($input: VerifyOtpInput!) {\n  verifyOtp(input: $input) {\n    accessToken\n    user {\n      ...UserFields\n    }\n  }\n}": typeof types.VerifyOtpDocument,
    "query Blog($idOrSlug: String!) {\n  blog(idOrSlug: $idOrSlug) {\n    ...BlogCardFields\n    body\n    updatedAt\n  }\n}": typeof types.BlogDocument,
    "fragment BlogCardFields on Blog {\n  id\n  slug\n  title\n  excerpt\n  coverImage\n  author\n  tags\n  readingMinutes\n  publishedAt\n  createdAt\n}": typeof types.BlogCardFieldsFragmentDoc,
    "query Blogs($page: Int, $limit: Int) {\n  blogs(page: $page, limit: $limit) {\n    data {\n      ...BlogCardFields\n    }\n    total\n    totalPages\n  }\n}": typeof types.BlogsDocument,
    "fragment MealFields on Meal {\n  id\n  name\n  description\n  category\n  image\n  calories\n  protein\n  carbs\n  fat\n  allergens\n  tags\n}": typeof types.MealFieldsFragmentDoc,
    "query Meals($category: MealCategory) {\n  meals(category: $category) {\n    ...MealFields\n  }\n}": typeof types.MealsDocument,
    "query Plans {\n  plans {\n    id\n    name\n    description\n    price\n    image\n    isTrial\n    caloriesPerDay\n    dailyPrices {\n      breakfast\n      lunch\n      dinner\n      snacks\n    }\n    promotion {\n      id\n      name\n      discountPercentage\n      discountedPrice\n      endDate\n    }\n    planMeals {\n      id\n      name\n      category\n    }\n  }\n}": typeof types.PlansDocument,
    "mutation ApplyAmbassador($input: ApplyAmbassadorInput!) {\n  applyAmbassador(input: $input) {\n    message\n  }\n}": typeof types.ApplyAmbassadorDocument,
    "mutation SubmitContact($input: ContactInput!) {\n  submitContact(input: $input) {\n    message\n  }\n}": typeof types.SubmitContactDocument,
    "mutation SubmitCorporateEnquiry($input: CorporateEnquiryInput!) {\n  submitCorporateEnquiry(input: $input) {\n    message\n  }\n}": typeof types.SubmitCorporateEnquiryDocument,
    "query HeroImages {\n  heroImages {\n    btnRightImage\n    heroLeftSideImageOfLine\n    clockImage\n    fastFoodSvgOne\n    karahiSvgTwo\n    saladSvgThree\n    heroRightFirstImagePNG\n    heroRightSecondImagePNG\n    svgUpperSvgLine\n    svgLocation\n    lineRightMostSvg\n  }\n}": typeof types.HeroImagesDocument,
    "query LandingMeals {\n  meals {\n    id\n    name\n    description\n    image\n    calories\n    category\n  }\n  activePromotions {\n    id\n    discountPercentage\n    discountedPrice\n    planId\n  }\n}": typeof types.LandingMealsDocument,
    "query LandingPlans {\n  plans {\n    id\n    name\n    description\n    price\n    image\n    isTrial\n    caloriesPerDay\n    promotion {\n      id\n      discountPercentage\n      discountedPrice\n    }\n  }\n}": typeof types.LandingPlansDocument,
    "mutation SubscribeNewsletter($email: String!) {\n  subscribeNewsletter(email: $email) {\n    message\n    alreadySubscribed\n  }\n}": typeof types.SubscribeNewsletterDocument,
    "mutation CreateOrder($input: CreateOrderInput!) {\n  createOrder(input: $input) {\n    ...OrderFields\n  }\n}": typeof types.CreateOrderDocument,
    "mutation CreatePaymentIntent($checkoutId: ID!, $expectedTotal: Int) {\n  createPaymentIntent(checkoutId: $checkoutId, expectedTotal: $expectedTotal) {\n    clientSecret\n    paymentIntentId\n    amount\n  }\n}": typeof types.CreatePaymentIntentDocument,
    "query DiscountCode($input: DiscountCodeCheckInput!) {\n  discountCode(input: $input) {\n    code\n    name\n    percentage\n  }\n}": typeof types.DiscountCodeDocument,
    "query MySubscription {\n  mySubscription {\n    id\n    orderId\n    planId\n    planName\n    startDate\n    endDate\n    status\n    planMeals {\n      id\n      category\n      mealId\n      mealName\n      scheduledDate\n      deliveryStatus\n    }\n  }\n}": typeof types.MySubscriptionDocument,
    "query Order($id: ID!) {\n  order(id: $id) {\n    ...OrderFields\n  }\n}": typeof types.OrderDocument,
    "fragment OrderFields on Order {\n  id\n  orderNumber\n  userId\n  planId\n  status\n  orderType\n  paymentMode\n  paymentIntentId\n  createdAt\n  subtotal\n  vat\n  deliveryFee\n  discount\n  total\n  discountCode {\n    code\n    name\n    percentage\n  }\n  promotion {\n    name\n    discountPercentage\n  }\n  packageInfo {\n    package\n    days\n    meals\n    mealsCount\n    isCustom {\n      breakfast\n      lunch\n      dinner\n      snack\n    }\n    startDate\n    endDate\n  }\n}": typeof types.OrderFieldsFragmentDoc,
    "query PaymentConfig {\n  paymentConfig {\n    enabled\n    publishableKey\n    currency\n  }\n}": typeof types.PaymentConfigDocument,
    "query Quote($input: SelectionInput!) {\n  quote(input: $input) {\n    ...QuoteFields\n  }\n}": typeof types.QuoteDocument,
    "fragment QuoteFields on Quote {\n  planId\n  planName\n  isTrial\n  duration\n  days\n  startDate\n  endDate\n  meals\n  mealsCount\n  custom\n  mealCounts {\n    breakfast\n    lunch\n    dinner\n    snack\n  }\n  lines {\n    category\n    count\n    dailyPrice\n    days\n    amount\n  }\n  subtotal\n  vat\n  vatPercent\n  deliveryFee\n  discount\n  total\n  currency\n  orderType\n  discountCode {\n    code\n    name\n    percentage\n  }\n  promotion {\n    name\n    discountPercentage\n  }\n}": typeof types.QuoteFieldsFragmentDoc,
    "query SelectionPlans {\n  plans {\n    id\n    name\n    description\n    image\n    isTrial\n    price\n    dailyPrices {\n      breakfast\n      lunch\n      dinner\n      snacks\n    }\n    promotion {\n      id\n      name\n      discountPercentage\n    }\n    planMeals {\n      id\n      category\n    }\n  }\n}": typeof types.SelectionPlansDocument,
    "mutation StartCheckout($input: SelectionInput!) {\n  startCheckout(input: $input) {\n    id\n    status\n    expiresAt\n    quote {\n      ...QuoteFields\n    }\n  }\n}": typeof types.StartCheckoutDocument,
};
const documents: Documents = {
    "query ActivePromotions {\n  activePromotions {\n    id\n    name\n    text\n    planId\n    discountPercentage\n  }\n}": types.ActivePromotionsDocument,
    "query Me {\n  me {\n    ...UserFields\n  }\n}": types.MeDocument,
    "fragment UserFields on User {\n  id\n  fullName\n  email\n  phoneNo\n  image\n  role\n  planStatus\n  emailVerified\n}": types.UserFieldsFragmentDoc,
    "mutation AdminLogin($input: LoginInput!) {\n  adminLogin(input: $input) {\n    accessToken\n    user {\n      ...UserFields\n    }\n  }\n}": types.AdminLoginDocument,
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    accessToken\n    user {\n      ...UserFields\n    }\n  }\n}": types.LoginDocument,
    "mutation ResendOtp($input: ResendOtpInput!) {\n  resendOtp(input: $input) {\n    message\n    email\n    resendAfterSeconds\n    verificationToken\n  }\n}": types.ResendOtpDocument,
    "mutation SignUp($input: SignUpInput!) {\n  signUp(input: $input) {\n    message\n    email\n    resendAfterSeconds\n    verificationToken\n  }\n}": types.SignUpDocument,
    "mutation VerifyOtp($input: VerifyOtpInput!) {\n  verifyOtp(input: $input) {\n    accessToken\n    user {\n      ...UserFields\n    }\n  }\n}": types.VerifyOtpDocument,
    "query Blog($idOrSlug: String!) {\n  blog(idOrSlug: $idOrSlug) {\n    ...BlogCardFields\n    body\n    updatedAt\n  }\n}": types.BlogDocument,
    "fragment BlogCardFields on Blog {\n  id\n  slug\n  title\n  excerpt\n  coverImage\n  author\n  tags\n  readingMinutes\n  publishedAt\n  createdAt\n}": types.BlogCardFieldsFragmentDoc,
    "query Blogs($page: Int, $limit: Int) {\n  blogs(page: $page, limit: $limit) {\n    data {\n      ...BlogCardFields\n    }\n    total\n    totalPages\n  }\n}": types.BlogsDocument,
    "fragment MealFields on Meal {\n  id\n  name\n  description\n  category\n  image\n  calories\n  protein\n  carbs\n  fat\n  allergens\n  tags\n}": types.MealFieldsFragmentDoc,
    "query Meals($category: MealCategory) {\n  meals(category: $category) {\n    ...MealFields\n  }\n}": types.MealsDocument,
    "query Plans {\n  plans {\n    id\n    name\n    description\n    price\n    image\n    isTrial\n    caloriesPerDay\n    dailyPrices {\n      breakfast\n      lunch\n      dinner\n      snacks\n    }\n    promotion {\n      id\n      name\n      discountPercentage\n      discountedPrice\n      endDate\n    }\n    planMeals {\n      id\n      name\n      category\n    }\n  }\n}": types.PlansDocument,
    "mutation ApplyAmbassador($input: ApplyAmbassadorInput!) {\n  applyAmbassador(input: $input) {\n    message\n  }\n}": types.ApplyAmbassadorDocument,
    "mutation SubmitContact($input: ContactInput!) {\n  submitContact(input: $input) {\n    message\n  }\n}": types.SubmitContactDocument,
    "mutation SubmitCorporateEnquiry($input: CorporateEnquiryInput!) {\n  submitCorporateEnquiry(input: $input) {\n    message\n  }\n}": types.SubmitCorporateEnquiryDocument,
    "query HeroImages {\n  heroImages {\n    btnRightImage\n    heroLeftSideImageOfLine\n    clockImage\n    fastFoodSvgOne\n    karahiSvgTwo\n    saladSvgThree\n    heroRightFirstImagePNG\n    heroRightSecondImagePNG\n    svgUpperSvgLine\n    svgLocation\n    lineRightMostSvg\n  }\n}": types.HeroImagesDocument,
    "query LandingMeals {\n  meals {\n    id\n    name\n    description\n    image\n    calories\n    category\n  }\n  activePromotions {\n    id\n    discountPercentage\n    discountedPrice\n    planId\n  }\n}": types.LandingMealsDocument,
    "query LandingPlans {\n  plans {\n    id\n    name\n    description\n    price\n    image\n    isTrial\n    caloriesPerDay\n    promotion {\n      id\n      discountPercentage\n      discountedPrice\n    }\n  }\n}": types.LandingPlansDocument,
    "mutation SubscribeNewsletter($email: String!) {\n  subscribeNewsletter(email: $email) {\n    message\n    alreadySubscribed\n  }\n}": types.SubscribeNewsletterDocument,
    "mutation CreateOrder($input: CreateOrderInput!) {\n  createOrder(input: $input) {\n    ...OrderFields\n  }\n}": types.CreateOrderDocument,
    "mutation CreatePaymentIntent($checkoutId: ID!, $expectedTotal: Int) {\n  createPaymentIntent(checkoutId: $checkoutId, expectedTotal: $expectedTotal) {\n    clientSecret\n    paymentIntentId\n    amount\n  }\n}": types.CreatePaymentIntentDocument,
    "query DiscountCode($input: DiscountCodeCheckInput!) {\n  discountCode(input: $input) {\n    code\n    name\n    percentage\n  }\n}": types.DiscountCodeDocument,
    "query MySubscription {\n  mySubscription {\n    id\n    orderId\n    planId\n    planName\n    startDate\n    endDate\n    status\n    planMeals {\n      id\n      category\n      mealId\n      mealName\n      scheduledDate\n      deliveryStatus\n    }\n  }\n}": types.MySubscriptionDocument,
    "query Order($id: ID!) {\n  order(id: $id) {\n    ...OrderFields\n  }\n}": types.OrderDocument,
    "fragment OrderFields on Order {\n  id\n  orderNumber\n  userId\n  planId\n  status\n  orderType\n  paymentMode\n  paymentIntentId\n  createdAt\n  subtotal\n  vat\n  deliveryFee\n  discount\n  total\n  discountCode {\n    code\n    name\n    percentage\n  }\n  promotion {\n    name\n    discountPercentage\n  }\n  packageInfo {\n    package\n    days\n    meals\n    mealsCount\n    isCustom {\n      breakfast\n      lunch\n      dinner\n      snack\n    }\n    startDate\n    endDate\n  }\n}": types.OrderFieldsFragmentDoc,
    "query PaymentConfig {\n  paymentConfig {\n    enabled\n    publishableKey\n    currency\n  }\n}": types.PaymentConfigDocument,
    "query Quote($input: SelectionInput!) {\n  quote(input: $input) {\n    ...QuoteFields\n  }\n}": types.QuoteDocument,
    "fragment QuoteFields on Quote {\n  planId\n  planName\n  isTrial\n  duration\n  days\n  startDate\n  endDate\n  meals\n  mealsCount\n  custom\n  mealCounts {\n    breakfast\n    lunch\n    dinner\n    snack\n  }\n  lines {\n    category\n    count\n    dailyPrice\n    days\n    amount\n  }\n  subtotal\n  vat\n  vatPercent\n  deliveryFee\n  discount\n  total\n  currency\n  orderType\n  discountCode {\n    code\n    name\n    percentage\n  }\n  promotion {\n    name\n    discountPercentage\n  }\n}": types.QuoteFieldsFragmentDoc,
    "query SelectionPlans {\n  plans {\n    id\n    name\n    description\n    image\n    isTrial\n    price\n    dailyPrices {\n      breakfast\n      lunch\n      dinner\n      snacks\n    }\n    promotion {\n      id\n      name\n      discountPercentage\n    }\n    planMeals {\n      id\n      category\n    }\n  }\n}": types.SelectionPlansDocument,
    "mutation StartCheckout($input: SelectionInput!) {\n  startCheckout(input: $input) {\n    id\n    status\n    expiresAt\n    quote {\n      ...QuoteFields\n    }\n  }\n}": types.StartCheckoutDocument,
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
export function graphql(source: "mutation ResendOtp($input: ResendOtpInput!) {\n  resendOtp(input: $input) {\n    message\n    email\n    resendAfterSeconds\n    verificationToken\n  }\n}"): (typeof documents)["mutation ResendOtp($input: ResendOtpInput!) {\n  resendOtp(input: $input) {\n    message\n    email\n    resendAfterSeconds\n    verificationToken\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignUp($input: SignUpInput!) {\n  signUp(input: $input) {\n    message\n    email\n    resendAfterSeconds\n    verificationToken\n  }\n}"): (typeof documents)["mutation SignUp($input: SignUpInput!) {\n  signUp(input: $input) {\n    message\n    email\n    resendAfterSeconds\n    verificationToken\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation VerifyOtp($input: VerifyOtpInput!) {\n  verifyOtp(input: $input) {\n    accessToken\n    user {\n      ...UserFields\n    }\n  }\n}"): (typeof documents)["mutation VerifyOtp($input: VerifyOtpInput!) {\n  verifyOtp(input: $input) {\n    accessToken\n    user {\n      ...UserFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Blog($idOrSlug: String!) {\n  blog(idOrSlug: $idOrSlug) {\n    ...BlogCardFields\n    body\n    updatedAt\n  }\n}"): (typeof documents)["query Blog($idOrSlug: String!) {\n  blog(idOrSlug: $idOrSlug) {\n    ...BlogCardFields\n    body\n    updatedAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment BlogCardFields on Blog {\n  id\n  slug\n  title\n  excerpt\n  coverImage\n  author\n  tags\n  readingMinutes\n  publishedAt\n  createdAt\n}"): (typeof documents)["fragment BlogCardFields on Blog {\n  id\n  slug\n  title\n  excerpt\n  coverImage\n  author\n  tags\n  readingMinutes\n  publishedAt\n  createdAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Blogs($page: Int, $limit: Int) {\n  blogs(page: $page, limit: $limit) {\n    data {\n      ...BlogCardFields\n    }\n    total\n    totalPages\n  }\n}"): (typeof documents)["query Blogs($page: Int, $limit: Int) {\n  blogs(page: $page, limit: $limit) {\n    data {\n      ...BlogCardFields\n    }\n    total\n    totalPages\n  }\n}"];
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
export function graphql(source: "mutation ApplyAmbassador($input: ApplyAmbassadorInput!) {\n  applyAmbassador(input: $input) {\n    message\n  }\n}"): (typeof documents)["mutation ApplyAmbassador($input: ApplyAmbassadorInput!) {\n  applyAmbassador(input: $input) {\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SubmitContact($input: ContactInput!) {\n  submitContact(input: $input) {\n    message\n  }\n}"): (typeof documents)["mutation SubmitContact($input: ContactInput!) {\n  submitContact(input: $input) {\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SubmitCorporateEnquiry($input: CorporateEnquiryInput!) {\n  submitCorporateEnquiry(input: $input) {\n    message\n  }\n}"): (typeof documents)["mutation SubmitCorporateEnquiry($input: CorporateEnquiryInput!) {\n  submitCorporateEnquiry(input: $input) {\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HeroImages {\n  heroImages {\n    btnRightImage\n    heroLeftSideImageOfLine\n    clockImage\n    fastFoodSvgOne\n    karahiSvgTwo\n    saladSvgThree\n    heroRightFirstImagePNG\n    heroRightSecondImagePNG\n    svgUpperSvgLine\n    svgLocation\n    lineRightMostSvg\n  }\n}"): (typeof documents)["query HeroImages {\n  heroImages {\n    btnRightImage\n    heroLeftSideImageOfLine\n    clockImage\n    fastFoodSvgOne\n    karahiSvgTwo\n    saladSvgThree\n    heroRightFirstImagePNG\n    heroRightSecondImagePNG\n    svgUpperSvgLine\n    svgLocation\n    lineRightMostSvg\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LandingMeals {\n  meals {\n    id\n    name\n    description\n    image\n    calories\n    category\n  }\n  activePromotions {\n    id\n    discountPercentage\n    discountedPrice\n    planId\n  }\n}"): (typeof documents)["query LandingMeals {\n  meals {\n    id\n    name\n    description\n    image\n    calories\n    category\n  }\n  activePromotions {\n    id\n    discountPercentage\n    discountedPrice\n    planId\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LandingPlans {\n  plans {\n    id\n    name\n    description\n    price\n    image\n    isTrial\n    caloriesPerDay\n    promotion {\n      id\n      discountPercentage\n      discountedPrice\n    }\n  }\n}"): (typeof documents)["query LandingPlans {\n  plans {\n    id\n    name\n    description\n    price\n    image\n    isTrial\n    caloriesPerDay\n    promotion {\n      id\n      discountPercentage\n      discountedPrice\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SubscribeNewsletter($email: String!) {\n  subscribeNewsletter(email: $email) {\n    message\n    alreadySubscribed\n  }\n}"): (typeof documents)["mutation SubscribeNewsletter($email: String!) {\n  subscribeNewsletter(email: $email) {\n    message\n    alreadySubscribed\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateOrder($input: CreateOrderInput!) {\n  createOrder(input: $input) {\n    ...OrderFields\n  }\n}"): (typeof documents)["mutation CreateOrder($input: CreateOrderInput!) {\n  createOrder(input: $input) {\n    ...OrderFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreatePaymentIntent($checkoutId: ID!, $expectedTotal: Int) {\n  createPaymentIntent(checkoutId: $checkoutId, expectedTotal: $expectedTotal) {\n    clientSecret\n    paymentIntentId\n    amount\n  }\n}"): (typeof documents)["mutation CreatePaymentIntent($checkoutId: ID!, $expectedTotal: Int) {\n  createPaymentIntent(checkoutId: $checkoutId, expectedTotal: $expectedTotal) {\n    clientSecret\n    paymentIntentId\n    amount\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DiscountCode($input: DiscountCodeCheckInput!) {\n  discountCode(input: $input) {\n    code\n    name\n    percentage\n  }\n}"): (typeof documents)["query DiscountCode($input: DiscountCodeCheckInput!) {\n  discountCode(input: $input) {\n    code\n    name\n    percentage\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MySubscription {\n  mySubscription {\n    id\n    orderId\n    planId\n    planName\n    startDate\n    endDate\n    status\n    planMeals {\n      id\n      category\n      mealId\n      mealName\n      scheduledDate\n      deliveryStatus\n    }\n  }\n}"): (typeof documents)["query MySubscription {\n  mySubscription {\n    id\n    orderId\n    planId\n    planName\n    startDate\n    endDate\n    status\n    planMeals {\n      id\n      category\n      mealId\n      mealName\n      scheduledDate\n      deliveryStatus\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Order($id: ID!) {\n  order(id: $id) {\n    ...OrderFields\n  }\n}"): (typeof documents)["query Order($id: ID!) {\n  order(id: $id) {\n    ...OrderFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment OrderFields on Order {\n  id\n  orderNumber\n  userId\n  planId\n  status\n  orderType\n  paymentMode\n  paymentIntentId\n  createdAt\n  subtotal\n  vat\n  deliveryFee\n  discount\n  total\n  discountCode {\n    code\n    name\n    percentage\n  }\n  promotion {\n    name\n    discountPercentage\n  }\n  packageInfo {\n    package\n    days\n    meals\n    mealsCount\n    isCustom {\n      breakfast\n      lunch\n      dinner\n      snack\n    }\n    startDate\n    endDate\n  }\n}"): (typeof documents)["fragment OrderFields on Order {\n  id\n  orderNumber\n  userId\n  planId\n  status\n  orderType\n  paymentMode\n  paymentIntentId\n  createdAt\n  subtotal\n  vat\n  deliveryFee\n  discount\n  total\n  discountCode {\n    code\n    name\n    percentage\n  }\n  promotion {\n    name\n    discountPercentage\n  }\n  packageInfo {\n    package\n    days\n    meals\n    mealsCount\n    isCustom {\n      breakfast\n      lunch\n      dinner\n      snack\n    }\n    startDate\n    endDate\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PaymentConfig {\n  paymentConfig {\n    enabled\n    publishableKey\n    currency\n  }\n}"): (typeof documents)["query PaymentConfig {\n  paymentConfig {\n    enabled\n    publishableKey\n    currency\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Quote($input: SelectionInput!) {\n  quote(input: $input) {\n    ...QuoteFields\n  }\n}"): (typeof documents)["query Quote($input: SelectionInput!) {\n  quote(input: $input) {\n    ...QuoteFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment QuoteFields on Quote {\n  planId\n  planName\n  isTrial\n  duration\n  days\n  startDate\n  endDate\n  meals\n  mealsCount\n  custom\n  mealCounts {\n    breakfast\n    lunch\n    dinner\n    snack\n  }\n  lines {\n    category\n    count\n    dailyPrice\n    days\n    amount\n  }\n  subtotal\n  vat\n  vatPercent\n  deliveryFee\n  discount\n  total\n  currency\n  orderType\n  discountCode {\n    code\n    name\n    percentage\n  }\n  promotion {\n    name\n    discountPercentage\n  }\n}"): (typeof documents)["fragment QuoteFields on Quote {\n  planId\n  planName\n  isTrial\n  duration\n  days\n  startDate\n  endDate\n  meals\n  mealsCount\n  custom\n  mealCounts {\n    breakfast\n    lunch\n    dinner\n    snack\n  }\n  lines {\n    category\n    count\n    dailyPrice\n    days\n    amount\n  }\n  subtotal\n  vat\n  vatPercent\n  deliveryFee\n  discount\n  total\n  currency\n  orderType\n  discountCode {\n    code\n    name\n    percentage\n  }\n  promotion {\n    name\n    discountPercentage\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SelectionPlans {\n  plans {\n    id\n    name\n    description\n    image\n    isTrial\n    price\n    dailyPrices {\n      breakfast\n      lunch\n      dinner\n      snacks\n    }\n    promotion {\n      id\n      name\n      discountPercentage\n    }\n    planMeals {\n      id\n      category\n    }\n  }\n}"): (typeof documents)["query SelectionPlans {\n  plans {\n    id\n    name\n    description\n    image\n    isTrial\n    price\n    dailyPrices {\n      breakfast\n      lunch\n      dinner\n      snacks\n    }\n    promotion {\n      id\n      name\n      discountPercentage\n    }\n    planMeals {\n      id\n      category\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation StartCheckout($input: SelectionInput!) {\n  startCheckout(input: $input) {\n    id\n    status\n    expiresAt\n    quote {\n      ...QuoteFields\n    }\n  }\n}"): (typeof documents)["mutation StartCheckout($input: SelectionInput!) {\n  startCheckout(input: $input) {\n    id\n    status\n    expiresAt\n    quote {\n      ...QuoteFields\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;