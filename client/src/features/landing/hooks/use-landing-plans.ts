import { useQuery } from '@apollo/client/react';
import { LandingPlansDocument, type LandingPlansQuery } from '../../../generated/graphql';

export type LandingPlan = LandingPlansQuery['plans'][number];

/** The active plans for the landing "Choose your plan" preview. */
export function useLandingPlans() {
  return useQuery(LandingPlansDocument);
}
