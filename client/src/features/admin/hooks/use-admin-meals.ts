import { useMutation, useQuery } from '@apollo/client/react';
import {
  AdminMealDocument,
  AdminMealsDocument,
  CreateMealDocument,
  MealOptionsDocument,
  SetMealActiveDocument,
  UpdateMealDocument,
  type AdminMealsQueryVariables,
} from '../../../generated/graphql';

export type { AdminMealFieldsFragment, CreateMealInput, MealCategory, MealSortField } from '../../../generated/graphql';

/** `adminMeals`: a page of meals for the menu grid, inactive ones too (staff). */
export const useAdminMeals = (variables: AdminMealsQueryVariables) => useQuery(AdminMealsDocument, { variables });

/** `adminMeal`: one meal for its edit page. */
export const useAdminMeal = (id: string) => useQuery(AdminMealDocument, { variables: { id } });

/** `adminMeals` as options: the active meals a plan can offer. */
export const useMealOptions = () => useQuery(MealOptionsDocument);

/** `createMeal`: the menu grid is fetched again. */
export const useCreateMeal = () => useMutation(CreateMealDocument, { refetchQueries: ['AdminMeals'] });

/** `updateMeal`: the answer updates the cached meal. */
export const useUpdateMeal = () => useMutation(UpdateMealDocument);

/** `setMealActive`: the row's status changes in the cache. */
export const useSetMealActive = () => useMutation(SetMealActiveDocument);
