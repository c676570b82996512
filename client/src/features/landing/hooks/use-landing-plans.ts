import { LandingPlansDocument, type LandingPlansQuery } from '../../../generated/graphql';
import { useCatalogQuery } from '../../../lib/hooks/use-catalog-query';

export type LandingPlan = LandingPlansQuery['plans'][number];

/** The active plans for the landing "Choose your plan" preview (embedded in the landing page's HTML). */
export function useLandingPlans() {
  return useCatalogQuery(LandingPlansDocument);
}
