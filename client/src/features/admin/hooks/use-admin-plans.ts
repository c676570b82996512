import { useMutation, useQuery } from '@apollo/client/react';
import {
  AdminPlanDocument,
  AdminPlansDocument,
  CreatePlanDocument,
  PlanOptionsDocument,
  SetPlanActiveDocument,
  SetPlanMealsDocument,
  UpdatePlanDocument,
  type AdminPlansQueryVariables,
} from '../../../generated/graphql';

export type { AdminPlanFieldsFragment, CreatePlanInput, PlanSortField } from '../../../generated/graphql';

/** `adminPlans`: a page of plans for the plans grid (staff). */
export const useAdminPlans = (variables: AdminPlansQueryVariables) => useQuery(AdminPlansDocument, { variables });

/** `adminPlan`: one plan for its edit and menu pages. */
export const useAdminPlan = (id: string) => useQuery(AdminPlanDocument, { variables: { id } });

/** The plans as options of a select (promotions, order filters); `skip` until needed. */
export const usePlanOptions = (skip = false) => useQuery(PlanOptionsDocument, { skip });

/** `createPlan`: the plans grid is fetched again. */
export const useCreatePlan = () => useMutation(CreatePlanDocument, { refetchQueries: ['AdminPlans'] });

/** `updatePlan`: the answer updates the cached plan. */
export const useUpdatePlan = () => useMutation(UpdatePlanDocument);

/** `setPlanActive`: the row's status changes in the cache. */
export const useSetPlanActive = () => useMutation(SetPlanActiveDocument);

/** `setPlanMeals`: the meals a plan offers. */
export const useSetPlanMeals = () => useMutation(SetPlanMealsDocument);
