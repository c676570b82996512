import { useQuery } from '@apollo/client/react';
import { DurationsDocument } from '../../../generated/graphql';

/** The duration whose days a monthly plan's headline price covers (the seed and plan cards use it). */
export const MONTH_DURATION = '1 Month';

/**
 * Delivery days of '1 Month' as the server charges them (`durations`, from pricing.ts `DURATIONS`),
 * or undefined while loading or when the query failed (callers then show nothing).
 */
export function useMonthDays(): number | undefined {
  const { data } = useQuery(DurationsDocument, { fetchPolicy: 'cache-first' });
  return data?.durations.find((d) => d.label === MONTH_DURATION)?.days;
}
