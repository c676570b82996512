import { useQuery } from '@apollo/client/react';
import { UpcomingKitchenHolidaysDocument } from '../../../generated/graphql';

/** `kitchenHolidays`: the days the kitchen is closed from Dubai's today on (public; names in the interface's language). */
export function useUpcomingKitchenHolidays() {
  return useQuery(UpcomingKitchenHolidaysDocument);
}
