import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import {
  GetSubscriptionOverviewDocument,
  PauseSubscriptionDocument,
  PreviewPauseDocument,
  ResumeSubscriptionDocument,
  type GetSubscriptionOverviewQuery,
} from '../../../generated/graphql';

export type SubscriptionOverview = NonNullable<GetSubscriptionOverviewQuery['mySubscription']>;

export function useSubscriptionOverview() {
  return useQuery(GetSubscriptionOverviewDocument, { fetchPolicy: 'cache-and-network' });
}

/** previewPause for a chosen range; skipped until both days are known. */
export function usePreviewPause(subscriptionId: string, from: string | null, to: string | null) {
  return useQuery(PreviewPauseDocument, from && to ? { variables: { subscriptionId, from, to }, fetchPolicy: 'network-only' } : skipToken);
}

export function usePauseSubscription() {
  return useMutation(PauseSubscriptionDocument);
}

export function useResumeSubscription() {
  return useMutation(ResumeSubscriptionDocument);
}
