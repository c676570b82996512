import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import type { Stripe, StripeElementChangeEvent, StripeElements } from '@stripe/stripe-js';
import { act, renderHook, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { StrictMode, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { CreateOrderDocument, CreatePaymentIntentDocument } from '../../../generated/graphql';
import { notify } from '../../../lib/toast';
import type { PlacedOrder } from '../utils/order-store';
import { paymentErrorText, useCardPayment, type CardPaymentOptions, type HeldIntent } from './use-card-payment';

const held: HeldIntent = { checkoutId: 'co_1', clientSecret: 'pi_1_secret_abc', paymentIntentId: 'pi_1', amount: 268_660 };

const order = {
  __typename: 'Order',
  id: 'o1',
  orderNumber: 'FF-260313-ABC123',
  userId: 'u1',
  planId: 'lean',
  status: 'Paid',
  orderType: 'Monthly',
  paymentMode: 'card',
  paymentIntentId: 'pi_1',
  createdAt: '2026-03-10T10:00:00.000Z',
  subtotal: 255_867,
  vat: 12_793,
  deliveryFee: 0,
  discount: 0,
  total: 268_660,
  discountCode: null,
  promotion: null,
  packageInfo: {
    __typename: 'OrderPackage',
    package: 'Lean & Low-Carb',
    packageAr: null,
    days: '28',
    meals: ['Lunch', 'Dinner'],
    mealsCount: 2,
    startDate: '2026-03-13T00:00:00.000Z',
    endDate: '2026-04-09T00:00:00.000Z',
    isCustom: { __typename: 'MealCounts', breakfast: 0, lunch: 0, dinner: 0, snack: 0 },
  },
} as const;

/** A createPaymentIntent answer for co_1, or its refusal; `log` records each request. */
function intentAnswer(log: string[], refusal?: string): MockLink.MockedResponse {
  return {
    request: { query: CreatePaymentIntentDocument, variables: { checkoutId: 'co_1', expectedTotal: 268_660, acceptedTermsVersion: null } },
    result: () => {
      log.push('createPaymentIntent');
      if (refusal) return { errors: [new GraphQLError(refusal)] };
      const { checkoutId: _checkoutId, ...payload } = held;
      return { data: { createPaymentIntent: { __typename: 'PaymentIntentPayload', ...payload } } };
    },
  };
}

/** A createOrder answer for pi_1 on co_1, or its refusal; `log` records each request. */
function orderAnswer(log: string[], refusal?: string): MockLink.MockedResponse {
  return {
    request: { query: CreateOrderDocument, variables: { input: { paymentIntentId: 'pi_1', checkoutId: 'co_1' } } },
    result: () => {
      log.push('createOrder');
      return refusal ? { errors: [new GraphQLError(refusal)] } : { data: { createOrder: order } };
    },
  };
}

/** Stripe.js as the hook uses it: a card PaymentMethod, then the confirmation, answering `status` (or throwing). */
function fakeStripe(log: string[], status: string | Error = 'succeeded') {
  const stripe = {
    createPaymentMethod: vi.fn(() => {
      log.push('createPaymentMethod');
      return Promise.resolve({ paymentMethod: { id: 'pm_1' } });
    }),
    confirmCardPayment: vi.fn(() => {
      log.push('confirmCardPayment');
      return status instanceof Error ? Promise.reject(status) : Promise.resolve({ paymentIntent: { id: 'pi_1', status } });
    }),
  };
  const elements = { getElement: () => ({ id: 'card' }) };
  return { stripe, mocks: [stripe as unknown as Stripe, elements as unknown as StripeElements] as const };
}

function render(mocks: MockLink.MockedResponse[], props: Partial<CardPaymentOptions> = {}) {
  const options: CardPaymentOptions = {
    open: true,
    checkoutId: 'co_1',
    total: 268_660,
    intent: held,
    onIntent: vi.fn(),
    onPaid: vi.fn(),
    onClose: vi.fn(),
    ...props,
  };
  // StrictMode runs each effect twice on mount, as in development.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StrictMode>
      <MockedProvider mocks={mocks}>{children}</MockedProvider>
    </StrictMode>
  );
  const view = renderHook((p: CardPaymentOptions) => useCardPayment(p), { wrapper, initialProps: options });
  return { ...view, options };
}

const fillCard = (result: { current: ReturnType<typeof useCardPayment> }) =>
  act(() => {
    for (const field of ['cardNumber', 'cardExpiry', 'cardCvc'] as const) {
      result.current.changeField(field, { complete: true } as StripeElementChangeEvent);
    }
  });

describe('useCardPayment', () => {
  let toasts: MockInstance<(message: string) => void>;
  beforeEach(() => {
    toasts = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('asks for the PaymentIntent once the modal opens, once only, and hands it to the page', async () => {
    const log: string[] = [];
    // A second answer is there to be taken: a repeated request would show in the log.
    const { result, rerender, options } = render([intentAnswer(log), intentAnswer(log)], { open: false, intent: null });
    expect(log).toEqual([]);
    rerender({ ...options, open: true });
    expect(result.current.preparing).toBe(true);
    await waitFor(() => {
      expect(options.onIntent).toHaveBeenCalledWith(held);
    });
    rerender({ ...options, open: true, intent: held });
    expect(result.current).toMatchObject({ held, preparing: false, intentError: null });
    expect(log).toEqual(['createPaymentIntent']);
  });

  it('a refused request shows its message, is not asked again on reopening, and Retry asks again', async () => {
    const log: string[] = [];
    const { result, rerender, options } = render([intentAnswer(log, 'Checkout expired'), intentAnswer(log)], { intent: null });
    await waitFor(() => {
      expect(result.current.intentError).toBe('Checkout expired');
    });
    expect(toasts).toHaveBeenCalledWith('Checkout expired');
    rerender({ ...options, open: false });
    rerender({ ...options, open: true });
    expect(result.current.intentError).toBe('Checkout expired');
    act(() => {
      result.current.retryIntent();
    });
    await waitFor(() => {
      expect(options.onIntent).toHaveBeenCalledWith(held);
    });
    expect(log).toEqual(['createPaymentIntent', 'createPaymentIntent']);
  });

  it('Pay Now confirms the card, then creates the order; a second press meanwhile is ignored', async () => {
    const log: string[] = [];
    const { result, options } = render([orderAnswer(log)]);
    const { stripe, mocks } = fakeStripe(log);
    fillCard(result);
    act(() => {
      void result.current.pay(...mocks);
      void result.current.pay(...mocks);
    });
    expect(result.current.busy).toBe(true);
    await waitFor(() => {
      expect(options.onPaid).toHaveBeenCalledWith(expect.objectContaining<Partial<PlacedOrder>>({ orderNumber: order.orderNumber }));
    });
    expect(log).toEqual(['createPaymentMethod', 'confirmCardPayment', 'createOrder']);
    expect(stripe.createPaymentMethod).toHaveBeenCalledWith({ type: 'card', card: { id: 'card' } });
    expect(stripe.confirmCardPayment).toHaveBeenCalledWith(held.clientSecret, { payment_method: 'pm_1' });
    // onPaid runs as the state moves to paid; the hook's next render shows it (waited for, not assumed).
    await waitFor(() => expect(result.current.state.status).toBe('paid'));
    expect(toasts).not.toHaveBeenCalled();
  });

  it('a confirmation left at requires_action fails with its message and creates no order', async () => {
    const log: string[] = [];
    const { result } = render([]);
    const { mocks } = fakeStripe(log, 'requires_action');
    fillCard(result);
    await act(() => result.current.pay(...mocks));
    expect(result.current.state).toMatchObject({ status: 'enteringCard', error: { reason: 'confirmFailed' } });
    expect(toasts).toHaveBeenCalledWith('Payment confirmation failed. Please try again.');
    expect(log).toEqual(['createPaymentMethod', 'confirmCardPayment']);
  });

  it('after a refused order, Pay Now only creates the order again', async () => {
    const log: string[] = [];
    const { result, options } = render([orderAnswer(log, 'Payment not found'), orderAnswer(log)]);
    const { mocks } = fakeStripe(log);
    fillCard(result);
    await act(() => result.current.pay(...mocks));
    expect(result.current.state.error).toEqual({ reason: 'message', message: 'Payment not found' });
    expect(toasts).toHaveBeenCalledWith('Payment not found');
    await act(() => result.current.pay(...mocks));
    expect(options.onPaid).toHaveBeenCalledTimes(1);
    expect(log).toEqual(['createPaymentMethod', 'confirmCardPayment', 'createOrder', 'createOrder']);
  });

  it('an exception from Stripe.js shows the unexpected-error message and closes the modal', async () => {
    const log: string[] = [];
    const { result, options } = render([]);
    const { mocks } = fakeStripe(log, new Error('network'));
    fillCard(result);
    await act(() => result.current.pay(...mocks));
    expect(toasts).toHaveBeenCalledWith('An error occurred during payment processing.');
    expect(options.onClose).toHaveBeenCalledTimes(1);
  });

  it('Pay Now before the intent arrives, or with the card incomplete, is refused without calling Stripe', async () => {
    const log: string[] = [];
    const { result, rerender, options } = render([{ ...intentAnswer(log), delay: Infinity }], { intent: null });
    const { mocks } = fakeStripe(log);
    await act(() => result.current.pay(...mocks));
    expect(toasts).toHaveBeenLastCalledWith('Your payment is still being prepared. Please try again in a moment.');
    rerender({ ...options, intent: held });
    await act(() => result.current.pay(...mocks));
    expect(result.current.state.error).toEqual({ reason: 'incomplete' });
    expect(toasts).toHaveBeenLastCalledWith(paymentErrorText({ reason: 'incomplete' }));
    expect(log).toEqual([]);
  });
});
