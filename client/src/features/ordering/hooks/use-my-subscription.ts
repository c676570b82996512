import { useQuery } from '@apollo/client/react';
import { MySubscriptionDocument, type MySubscriptionQuery } from '../../../generated/graphql';

export type { DeliveryStatus, MealCategory, MySubscriptionQuery } from '../../../generated/graphql';

export type MySubscription = NonNullable<MySubscriptionQuery['mySubscription']>;

/** `mySubscription`: the caller's newest subscription with its planned meals, or null. */
export function useMySubscription() {
  return useQuery(MySubscriptionDocument, { fetchPolicy: 'cache-and-network' });
}
