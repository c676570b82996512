import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToasts, renderWithMocks } from '../../../../test/render-with-mocks';
import {
  CreateSetupIntentDocument,
  GetAutoRenewalDocument,
  PaymentConfigDocument,
  RemovePaymentMethodDocument,
} from '../../../../generated/graphql';
import i18n from '../../../../i18n';
import { AutoRenewCard } from '../AutoRenewCard';
import { CARD, answer, renewal } from './auto-renewal-answers';

// Stripe.js is the browser's boundary with Stripe: the card fields are plain inputs that report "complete" once
// typed in, and confirmCardSetup answers as Stripe would.
const stripe = vi.hoisted(() => ({ confirmCardSetup: vi.fn() }));
vi.mock('../../../../lib/stripe', () => ({ getStripe: () => Promise.resolve(stripe) }));
vi.mock('@stripe/react-stripe-js', () => {
  const field =
    (name: string) =>
    ({ id, onChange }: { id?: string; onChange?: (e: { complete: boolean }) => void }) => (
      <input id={id} aria-label={name} onChange={(e) => onChange?.({ complete: e.target.value.length > 0 })} />
    );
  return {
    Elements: ({ children }: { children: ReactNode }) => children,
    CardNumberElement: field('Card number'),
    CardExpiryElement: field('Expiry date'),
    CardCvcElement: field('CVC'),
    useStripe: () => stripe,
    useElements: () => ({ getElement: () => ({ focus: () => undefined }) }),
  };
});

const VISA = CARD;
const MASTERCARD = { ...CARD, brand: 'mastercard', last4: '4444', expMonth: 1, expYear: 2031, savedAt: '2026-11-28T09:00:00.000Z' };
const read = (card: typeof CARD | null, autoRenew = true): MockLink.MockedResponse => ({
  request: { query: GetAutoRenewalDocument },
  result: answer(card, renewal(autoRenew, autoRenew ? 'Scheduled' : 'Off')),
});
const CONFIG: MockLink.MockedResponse = {
  request: { query: PaymentConfigDocument },
  result: { data: { paymentConfig: { __typename: 'PaymentConfig', enabled: true, publishableKey: 'pk_test_123', currency: 'aed' } } },
};
const setupIntent = vi.fn(() => ({
  data: { createSetupIntent: { __typename: 'SetupIntentPayload', clientSecret: 'seti_1_secret_x', setupIntentId: 'seti_1' } },
}));
const SETUP: MockLink.MockedResponse = { request: { query: CreateSetupIntentDocument }, result: setupIntent, maxUsageCount: 2 };

async function typeCard(user: ReturnType<typeof renderWithMocks>, dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText('Card number'), '5555555555554444');
  await user.type(within(dialog).getByLabelText('Expiry date'), '0131');
  await user.type(within(dialog).getByLabelText('CVC'), '123');
}

beforeEach(() => {
  stripe.confirmCardSetup.mockReset();
  setupIntent.mockClear();
});
afterEach(async () => {
  dismissToasts();
  await i18n.changeLanguage('en');
});

describe('replacing and removing the saved card', { timeout: 20_000 }, () => {
  it('confirms a SetupIntent with the new card, says it is saving, and shows the new card once the webhook saved it', async () => {
    stripe.confirmCardSetup.mockResolvedValue({ setupIntent: { id: 'seti_1', status: 'succeeded' } });
    // Before the webhook, the saved card read back is still the old one; then the new one.
    const user = renderWithMocks(<AutoRenewCard />, [read(VISA), CONFIG, SETUP, read(VISA), read(VISA), read(MASTERCARD)]);
    await user.click(await screen.findByRole('button', { name: 'Replace card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace your saved card' });
    expect(dialog).toHaveAccessibleDescription('Your automatic renewals are charged to this card. Nothing is charged now.');
    await typeCard(
      user,
      await within(dialog)
        .findByLabelText('Card number')
        .then(() => dialog),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Saving your new card…');
    expect(stripe.confirmCardSetup).toHaveBeenCalledWith(
      'seti_1_secret_x',
      expect.objectContaining({ payment_method: { card: expect.any(Object) as unknown } }),
    );
    expect(within(dialog).getByRole('button', { name: 'Save card' })).toBeDisabled();
    expect(await screen.findByText('Your new card is saved.', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('saved-card')).toHaveTextContent('MASTERCARD ending in 4444, expires 01/2031');
  });

  it("asks for the whole card before asking Stripe, and shows Stripe's refusal with the form still usable", async () => {
    stripe.confirmCardSetup.mockResolvedValue({ error: { type: 'card_error', message: 'Your card was declined.' } });
    const user = renderWithMocks(<AutoRenewCard />, [read(VISA), CONFIG, SETUP]);
    await user.click(await screen.findByRole('button', { name: 'Replace card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace your saved card' });
    await user.type(await within(dialog).findByLabelText('Card number'), '4000000000000002');
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Enter the card number, expiry date and CVC.');
    expect(setupIntent).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText('Expiry date'), '0131');
    await user.type(within(dialog).getByLabelText('CVC'), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));
    expect(await within(dialog).findByText('Your card was declined.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save card' })).toBeEnabled();
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByTestId('saved-card')).toHaveTextContent('VISA ending in 4242');
  });

  it('without a card, offers to add one (in Arabic too)', async () => {
    await i18n.changeLanguage('ar');
    const user = renderWithMocks(<AutoRenewCard />, [read(null, false), CONFIG]);
    await user.click(await screen.findByRole('button', { name: 'إضافة بطاقة' }));
    const dialog = await screen.findByRole('dialog', { name: 'حفظ بطاقة للتجديد' });
    expect(await within(dialog).findByRole('button', { name: 'حفظ البطاقة' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'إزالة البطاقة' })).not.toBeInTheDocument();
  });

  it('removes the card only once confirmed, saying that automatic renewal stops', async () => {
    const removed = vi.fn(() => ({ data: { removePaymentMethod: true } }));
    const user = renderWithMocks(<AutoRenewCard />, [
      read(VISA),
      { request: { query: RemovePaymentMethodDocument }, result: removed },
      read(null, false),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Remove card' }));
    let dialog = await screen.findByRole('dialog', { name: 'Remove your saved card?' });
    expect(dialog).toHaveTextContent('Your plan will then not renew automatically');
    await user.click(within(dialog).getByRole('button', { name: 'Keep my card' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(removed).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Remove card' }));
    dialog = await screen.findByRole('dialog', { name: 'Remove your saved card?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove card' }));
    expect(await screen.findByText('Your card was removed. Your plan will not renew automatically.')).toBeInTheDocument();
    expect(removed).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(/No card saved/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
