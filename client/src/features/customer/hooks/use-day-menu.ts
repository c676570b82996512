import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { GetDayMenuDocument, SwapMealDocument, type GetDayMenuQuery } from '../../../generated/graphql';

export type { MealCategory } from '../../../generated/graphql';

export type DayMenu = GetDayMenuQuery['dayMenu'];

export function useDayMenu(subscriptionId: string | null, date: string | null) {
  return useQuery(
    GetDayMenuDocument,
    subscriptionId && date ? { variables: { subscriptionId, date }, fetchPolicy: 'cache-and-network' } : skipToken,
  );
}

/** swapMeal; the day comes back and replaces the cached dayMenu of that day. */
export function useSwapMeal() {
  return useMutation(SwapMealDocument, {
    update(cache, { data }) {
      const day = data?.swapMeal;
      if (!day) return;
      cache.writeQuery({
        query: GetDayMenuDocument,
        variables: { subscriptionId: day.subscriptionId, date: day.date.slice(0, 10) },
        data: { dayMenu: day },
      });
    },
  });
}
