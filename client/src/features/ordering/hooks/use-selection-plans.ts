import { useQuery } from '@apollo/client/react';
import { SelectionPlansDocument } from '../../../generated/graphql';

export type { SelectionPlansQuery } from '../../../generated/graphql';

/** Active plans with daily prices, running promotion and meal categories (/meal-plan-selection). */
export function useSelectionPlans() {
  return useQuery(SelectionPlansDocument);
}
