import type { RenewalState } from '../../../../generated/graphql';

/** The saved card and the automatic renewal as `GetAutoRenewal` answers them, for the plan page card's tests. */
export const CARD = {
  __typename: 'SavedCard' as const,
  brand: 'visa',
  last4: '4242',
  expMonth: 8,
  expYear: 2030,
  savedAt: '2026-11-20T10:00:00.000Z',
};
export const renewal = (autoRenew: boolean, state: RenewalState) => ({
  __typename: 'NextRenewal' as const,
  subscriptionId: 's1',
  autoRenew,
  state,
  chargeDate: '2026-12-27T00:00:00.000Z',
  amount: 252000,
});
export const answer = (card: typeof CARD | null, next: ReturnType<typeof renewal>) => ({
  data: { myPaymentMethod: card, mySubscription: { __typename: 'UserSubscription' as const, id: 's1', nextRenewal: next } },
});
