import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToasts, renderWithMocks } from '../../../../test/render-with-mocks';
import { GetAutoRenewalDocument, SetAutoRenewDocument, type RenewalState } from '../../../../generated/graphql';
import { AutoRenewCard } from '../AutoRenewCard';

const CARD = { __typename: 'SavedCard' as const, brand: 'visa', last4: '4242', expMonth: 8, expYear: 2030 };
const renewal = (autoRenew: boolean, state: RenewalState) => ({
  __typename: 'NextRenewal' as const,
  subscriptionId: 's1',
  autoRenew,
  state,
  chargeDate: '2026-12-27T00:00:00.000Z',
  amount: 252000,
});
const answer = (card: typeof CARD | null, next: ReturnType<typeof renewal>) => ({
  data: { myPaymentMethod: card, mySubscription: { __typename: 'UserSubscription' as const, id: 's1', nextRenewal: next } },
});

const renderCard = (mocks: MockLink.MockedResponse[]) => renderWithMocks(<AutoRenewCard />, mocks);

afterEach(dismissToasts);

describe('AutoRenewCard', { timeout: 20_000 }, () => {
  it('shows the saved card and the next charge with VAT, and turns automatic renewal off at once', async () => {
    const user = renderCard([
      { request: { query: GetAutoRenewalDocument }, result: answer(CARD, renewal(true, 'Scheduled')) },
      {
        request: { query: SetAutoRenewDocument, variables: { subscriptionId: 's1', on: false } },
        result: { data: { setAutoRenew: renewal(false, 'Off') } },
      },
      { request: { query: GetAutoRenewalDocument }, result: answer(CARD, renewal(false, 'Off')) },
    ]);
    const toggle = await screen.findByRole('switch', { name: 'Renew my plan automatically' });
    expect(toggle).toBeChecked();
    expect(screen.getByTestId('saved-card')).toHaveTextContent('VISA ending in 4242, expires 08/2030');
    expect(toggle).toHaveAccessibleDescription(/2,520\.00 \(VAT included\) on .*27.*2026/);
    await user.click(toggle);
    expect(await screen.findByText('Your plan will not renew automatically.')).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: 'Renew my plan automatically' })).not.toBeChecked();
  });

  it('cannot be turned on without a saved card, and is locked once the renewal is being settled', async () => {
    renderCard([{ request: { query: GetAutoRenewalDocument }, result: answer(null, renewal(false, 'Off')) }]);
    const toggle = await screen.findByRole('switch', { name: 'Renew my plan automatically' });
    expect(toggle).toBeDisabled();
    expect(screen.getByTestId('saved-card')).toHaveTextContent('No card saved');
  });

  it('says when the bank asks for confirmation', async () => {
    renderCard([{ request: { query: GetAutoRenewalDocument }, result: answer(CARD, renewal(true, 'NeedsAction')) }]);
    const toggle = await screen.findByRole('switch', { name: 'Renew my plan automatically' });
    expect(toggle).toBeDisabled();
    expect(screen.getByTestId('next-renewal')).toHaveTextContent('Your bank asks you to confirm the renewal payment');
  });
});
