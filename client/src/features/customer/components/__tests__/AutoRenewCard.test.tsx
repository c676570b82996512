import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToasts, renderWithMocks } from '../../../../test/render-with-mocks';
import { GetAutoRenewalDocument, SetAutoRenewDocument } from '../../../../generated/graphql';
import { CARD, answer, renewal } from './auto-renewal-answers';
import { AutoRenewCard } from '../AutoRenewCard';

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
