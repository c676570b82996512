import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import {
  GetDayMenuDocument,
  GetSubscriptionOverviewDocument,
  MyDeliverySlotsDocument,
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

/**
 * Pausing or resuming moves delivery days: the subscription (also updated from the answer), the delivery
 * times and the day menus on screen are fetched again.
 */
const AFTER_PAUSE_CHANGE = { refetchQueries: [GetSubscriptionOverviewDocument, MyDeliverySlotsDocument, GetDayMenuDocument] };

/** `pauseSubscription(subscriptionId, from, to)`: skips one day (from = to) or pauses a range; refetches as above. */
export function usePauseSubscription() {
  return useMutation(PauseSubscriptionDocument, AFTER_PAUSE_CHANGE);
}

/** `resumeSubscription(subscriptionId)`: gives back the paused days still 48 hours or more away; refetches as above. */
export function useResumeSubscription() {
  return useMutation(ResumeSubscriptionDocument, AFTER_PAUSE_CHANGE);
}
