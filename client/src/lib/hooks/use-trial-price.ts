import { LandingPlansDocument } from '../../generated/graphql';
import { useCatalogQuery } from './use-catalog-query';

/**
 * What the trial costs, fils, VAT included: the trial plan's `priceInclVat` (what checkout charges for it),
 * from the landing page's plans query (its answer shared with the plan preview). Null until it arrives or
 * when no trial plan is offered.
 */
export function useTrialPrice(): number | null {
  const { data } = useCatalogQuery(LandingPlansDocument, { fetchPolicy: 'cache-first' });
  return data?.plans.find((p) => p.isTrial)?.priceInclVat ?? null;
}
