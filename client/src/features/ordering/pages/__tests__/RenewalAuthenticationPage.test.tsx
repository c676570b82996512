import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PaymentConfigDocument, RenewalAuthenticationDocument } from '../../../../generated/graphql';
import RenewalAuthenticationPage from '../RenewalAuthenticationPage';

// Stripe.js is the browser's boundary with Stripe: the page is given a stand-in that answers as Stripe would.
const confirmCardPayment = vi.fn();
vi.mock('../../../../lib/stripe', () => ({ getStripe: () => Promise.resolve({ confirmCardPayment }) }));

const CONFIG = {
  request: { query: PaymentConfigDocument },
  result: { data: { paymentConfig: { __typename: 'PaymentConfig', enabled: true, publishableKey: 'pk_test_123', currency: 'aed' } } },
};
const AUTH = {
  request: { query: RenewalAuthenticationDocument, variables: { subscriptionId: 'sub1' } },
  result: {
    data: {
      renewalAuthentication: {
        __typename: 'RenewalAuthentication',
        amount: 268_660,
        clientSecret: 'pi_1_secret_x',
        paymentMethodId: 'pm_1',
      },
    },
  },
};

function renderAt(url: string) {
  return render(
    <MockedProvider mocks={[CONFIG, AUTH]}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/subscription/renewal" element={<RenewalAuthenticationPage />} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('the renewal 3-D Secure page (the link in the e-mail)', () => {
  beforeEach(() => confirmCardPayment.mockReset());

  it('shows the amount with VAT and confirms the renewal with the saved card; the bank says yes', async () => {
    confirmCardPayment.mockResolvedValue({ paymentIntent: { status: 'succeeded' } });
    renderAt('/subscription/renewal?id=sub1');
    expect(await screen.findByText(/AED 2,686.60, VAT included, on your saved card/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm AED 2,686.60' }));
    expect(await screen.findByText(/your bank confirmed the payment/)).toBeInTheDocument();
    expect(confirmCardPayment).toHaveBeenCalledWith('pi_1_secret_x', { payment_method: 'pm_1' });
  });

  it("shows the bank's refusal and lets the customer try again", async () => {
    confirmCardPayment.mockResolvedValue({ error: { message: 'Your card was declined.' } });
    renderAt('/subscription/renewal?id=sub1');
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm AED 2,686.60' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(screen.getByRole('button', { name: 'Confirm AED 2,686.60' })).toBeEnabled();
  });

  it('without a subscription in the link, says where to open it from', () => {
    renderAt('/subscription/renewal');
    expect(screen.getByText('Open this page from the link in the e-mail about your renewal.')).toBeInTheDocument();
  });
});
