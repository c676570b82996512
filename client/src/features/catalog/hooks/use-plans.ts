import { useQuery } from '@apollo/client/react';
import { PlansDocument, type PlansQuery } from '../../../generated/graphql';

export type CatalogPlan = PlansQuery['plans'][number];

/** Every active plan with its prices, meals and running promotion (/plans_and_packages). */
export function usePlans() {
  return useQuery(PlansDocument);
}
