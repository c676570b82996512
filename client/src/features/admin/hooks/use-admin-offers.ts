import { useMutation, useQuery } from '@apollo/client/react';
import {
  CreateDiscountCodeDocument,
  CreatePlanPromotionDocument,
  DeletePlanPromotionDocument,
  DiscountCodesDocument,
  PlanPromotionsDocument,
  SetDiscountCodeActiveDocument,
  UpdateDiscountCodeDocument,
  type DiscountCodesQueryVariables,
  type PlanPromotionsQueryVariables,
} from '../../../generated/graphql';

export type {
  CreateDiscountCodeInput,
  CreatePlanPromotionInput,
  DiscountCodeFieldsFragment,
  DiscountCodeSortField,
  PlanPromotionsQuery,
  PromotionSortField,
} from '../../../generated/graphql';

/** `discountCodes`: a page of the active, or the expired and switched-off, codes. */
export const useDiscountCodes = (variables: DiscountCodesQueryVariables) => useQuery(DiscountCodesDocument, { variables });

/** `createDiscountCode`: both lists are fetched again. */
export const useCreateDiscountCode = () => useMutation(CreateDiscountCodeDocument, { refetchQueries: ['DiscountCodes'] });

/** `updateDiscountCode`: both lists are fetched again. */
export const useUpdateDiscountCode = () => useMutation(UpdateDiscountCodeDocument, { refetchQueries: ['DiscountCodes'] });

/** `setDiscountCodeActive`: the code moves to the other tab, so both lists are fetched again. */
export const useSetDiscountCodeActive = () => useMutation(SetDiscountCodeActiveDocument, { refetchQueries: ['DiscountCodes'] });

/** `planPromotions`: a page of the active or the expired promotions. */
export const usePlanPromotions = (variables: PlanPromotionsQueryVariables) => useQuery(PlanPromotionsDocument, { variables });

/** `createPlanPromotion`: the lists are fetched again. */
export const useCreatePlanPromotion = () => useMutation(CreatePlanPromotionDocument, { refetchQueries: ['PlanPromotions'] });

/** `deletePlanPromotion`: the lists are fetched again. */
export const useDeletePlanPromotion = () => useMutation(DeletePlanPromotionDocument, { refetchQueries: ['PlanPromotions'] });
