import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import type { ExpressCheckoutElementProps } from '@stripe/react-stripe-js';
import type {
  ClickResolveDetails,
  StripeElementsOptionsMode,
  StripeExpressCheckoutElementClickEvent,
  StripeExpressCheckoutElementReadyEvent,
} from '@stripe/stripe-js';
import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CreateOrderDocument, CreatePaymentIntentDocument } from '../../../../generated/graphql';
import i18n from '../../../../i18n';
import { notify } from '../../../../lib/toast';
import { walletRenewalOf, type WalletRenewal } from '../../hooks/use-wallet-payment';
import { WalletPayment } from '../WalletPayment';

/**
 * Stripe's React bindings replaced by stand-ins that keep what the component hands them: the Elements group's options,
 * and the Express Checkout Element's handlers, which the tests then call as Stripe.js would (ready, click, confirm,
 * cancel). Stripe.js itself is a fake whose `confirmPayment` and `elements.submit` are logged.
 */
const stripeJs = vi.hoisted(() => ({
  log: [] as string[],
  groups: [] as unknown[],
  express: null as null | {
    onReady?: (e: unknown) => unknown;
    onClick?: (e: unknown) => unknown;
    onConfirm: (e: unknown) => unknown;
    onCancel?: (e: unknown) => unknown;
  },
  confirmStatus: 'succeeded',
}));
const fakeElements = {
  submit: vi.fn(() => {
    stripeJs.log.push('submit');
    return Promise.resolve({});
  }),
};
const fakeStripe = {
  confirmPayment: vi.fn((options: { clientSecret: string }) => {
    stripeJs.log.push('confirmPayment');
    return Promise.resolve({ paymentIntent: { id: options.clientSecret.split('_secret_')[0], status: stripeJs.confirmStatus } });
  }),
};

vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ options, children }: { options: unknown; children: ReactNode }) => {
    stripeJs.groups.push(options);
    return children;
  },
  ExpressCheckoutElement: (props: ExpressCheckoutElementProps) => {
    stripeJs.express = props as typeof stripeJs.express;
    return <div data-testid="express-checkout-element" />;
  },
  useStripe: () => fakeStripe,
  useElements: () => fakeElements,
}));
vi.mock('../../../../lib/stripe', () => ({ getStripe: () => Promise.resolve(null) }));

const TOTAL = 268_660;

/** A createPaymentIntent answer for co_1 whose amount is `amount` (the server's), logged. */
function intentAnswer(amount = TOTAL): MockLink.MockedResponse {
  return {
    request: { query: CreatePaymentIntentDocument, variables: { checkoutId: 'co_1', expectedTotal: TOTAL, acceptedTermsVersion: 3 } },
    result: () => {
      stripeJs.log.push('createPaymentIntent');
      return {
        data: {
          createPaymentIntent: { __typename: 'PaymentIntentPayload', clientSecret: 'pi_w1_secret_abc', paymentIntentId: 'pi_w1', amount },
        },
      };
    },
  };
}

const order = {
  __typename: 'Order',
  id: 'o1',
  orderNumber: 'FF-261129-WAL123',
  userId: 'u1',
  planId: 'lean',
  status: 'Paid',
  orderType: 'Monthly',
  paymentMode: 'card',
  paymentIntentId: 'pi_w1',
  createdAt: '2026-11-29T10:00:00.000Z',
  subtotal: 255_867,
  vat: 12_793,
  deliveryFee: 0,
  discount: 0,
  total: TOTAL,
  discountCode: null,
  promotion: null,
  packageInfo: {
    __typename: 'OrderPackage',
    package: 'Lean & Low-Carb',
    packageAr: null,
    days: '28',
    meals: ['Lunch', 'Dinner'],
    mealsCount: 2,
    startDate: '2026-12-02T00:00:00.000Z',
    endDate: '2026-12-29T00:00:00.000Z',
    isCustom: { __typename: 'MealCounts', breakfast: 0, lunch: 0, dinner: 0, snack: 0 },
  },
} as const;

function orderAnswer(): MockLink.MockedResponse {
  return {
    request: { query: CreateOrderDocument, variables: { input: { paymentIntentId: 'pi_w1', checkoutId: 'co_1' } } },
    result: () => {
      stripeJs.log.push('createOrder');
      return { data: { createOrder: order } };
    },
  };
}

/** Renders the wallet for checkout co_1. */
function renderWallet(mocks: MockLink.MockedResponse[], props: { disabled?: boolean; renewal?: WalletRenewal | null } = {}) {
  const onPaid = vi.fn();
  const onIntent = vi.fn();
  const onBusyChange = vi.fn();
  render(
    <MockedProvider mocks={mocks}>
      <WalletPayment
        publishableKey="pk_test_123"
        checkoutId="co_1"
        total={TOTAL}
        acceptedTermsVersion={3}
        onIntent={onIntent}
        onPaid={onPaid}
        onBusyChange={onBusyChange}
        {...props}
      />
    </MockedProvider>,
  );
  return { onPaid, onIntent, onBusyChange };
}

const express = () => {
  if (!stripeJs.express) throw new Error('the Express Checkout Element was not rendered');
  return stripeJs.express;
};

const ready = (available: StripeExpressCheckoutElementReadyEvent['availablePaymentMethods']) =>
  act(() => {
    express().onReady?.({ elementType: 'expressCheckout', availablePaymentMethods: available });
  });

const GOOGLE_PAY_ONLY = { googlePay: true, applePay: false, link: false, paypal: false, amazonPay: false, klarna: false };

/** A press on the wallet button; returns what Stripe's click event was answered. */
function click() {
  const answer: { resolved: boolean; rejected: boolean; details?: ClickResolveDetails } = { resolved: false, rejected: false };
  act(() => {
    express().onClick?.({
      elementType: 'expressCheckout',
      expressPaymentType: 'google_pay',
      resolve: (details?: ClickResolveDetails) => {
        answer.resolved = true;
        answer.details = details;
      },
      reject: () => {
        answer.rejected = true;
      },
    } satisfies StripeExpressCheckoutElementClickEvent);
  });
  return answer;
}

/** The customer approves the sheet; returns the `paymentFailed` spy of that confirm event. */
function approve() {
  const paymentFailed = vi.fn();
  act(() => {
    express().onConfirm({
      elementType: 'expressCheckout',
      expressPaymentType: 'google_pay',
      paymentFailed,
    });
  });
  return paymentFailed;
}

describe('WalletPayment', () => {
  beforeEach(() => {
    stripeJs.log.length = 0;
    stripeJs.groups.length = 0;
    stripeJs.express = null;
    stripeJs.confirmStatus = 'succeeded';
    vi.spyOn(notify, 'error').mockImplementation(() => undefined);
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    fakeStripe.confirmPayment.mockClear();
    await act(async () => {
      await i18n.changeLanguage('en');
    });
  });

  it('makes a deferred-intent Elements group for the quote: amount in fils, AED, cards only, the card kept for renewals', () => {
    renderWallet([]);
    expect(stripeJs.groups.at(-1)).toMatchObject({
      mode: 'payment',
      amount: TOTAL,
      currency: 'aed',
      setupFutureUsage: 'off_session',
      allowedPaymentMethodTypes: ['card'],
      locale: 'en',
    } satisfies Partial<StripeElementsOptionsMode>);
  });

  it('shows nothing while Stripe has not answered, and nothing when the browser offers no wallet', () => {
    renderWallet([]);
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.queryByText('or pay by card')).not.toBeInTheDocument();
    ready(undefined);
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.queryByText('or pay by card')).not.toBeInTheDocument();
    expect(screen.getByTestId('wallet-payment')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows the wallet area with the "or pay by card" divider when Google Pay is offered', () => {
    renderWallet([]);
    ready(GOOGLE_PAY_ONLY);
    const group = screen.getByRole('group', { name: 'Pay with Apple Pay or Google Pay' });
    expect(group).toContainElement(screen.getByTestId('express-checkout-element'));
    expect(screen.getByText('or pay by card')).toBeVisible();
  });

  it('on approval: submits the Elements, asks the server for the intent, confirms it with that secret, then creates the order', async () => {
    const { onPaid, onIntent, onBusyChange } = renderWallet([intentAnswer(), orderAnswer()]);
    ready(GOOGLE_PAY_ONLY);
    expect(click()).toEqual({ resolved: true, rejected: false });
    const paymentFailed = approve();
    expect(screen.getByRole('status')).toHaveTextContent('Completing your payment…');
    await waitFor(() => {
      expect(onPaid).toHaveBeenCalledWith(expect.objectContaining({ orderNumber: 'FF-261129-WAL123' }));
    });
    expect(stripeJs.log).toEqual(['submit', 'createPaymentIntent', 'confirmPayment', 'createOrder']);
    expect(fakeStripe.confirmPayment).toHaveBeenCalledWith({
      elements: fakeElements,
      clientSecret: 'pi_w1_secret_abc',
      confirmParams: { return_url: `${window.location.origin}/payment/success` },
      redirect: 'if_required',
    });
    expect(onIntent).toHaveBeenCalledWith({
      checkoutId: 'co_1',
      clientSecret: 'pi_w1_secret_abc',
      paymentIntentId: 'pi_w1',
      amount: TOTAL,
    });
    expect(paymentFailed).not.toHaveBeenCalled();
    expect(onBusyChange).toHaveBeenCalledWith(true);
  });

  it('refuses to confirm when the server amount is not the amount the sheet showed', async () => {
    const { onPaid } = renderWallet([intentAnswer(TOTAL + 1)]);
    ready(GOOGLE_PAY_ONLY);
    click();
    const paymentFailed = approve();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The amount to pay has changed. Close this window and check your order before paying.',
    );
    expect(paymentFailed).toHaveBeenCalledWith({ reason: 'fail' });
    expect(fakeStripe.confirmPayment).not.toHaveBeenCalled();
    expect(stripeJs.log).toEqual(['submit', 'createPaymentIntent']);
    expect(onPaid).not.toHaveBeenCalled();
    // The customer may try again: the button opens its sheet.
    expect(click().resolved).toBe(true);
  });

  it('one approval, one intent: a second click or a second confirm while a payment runs is refused', async () => {
    const { onPaid } = renderWallet([intentAnswer(), intentAnswer(), orderAnswer()]);
    ready(GOOGLE_PAY_ONLY);
    expect(click().resolved).toBe(true);
    expect(click()).toEqual({ resolved: false, rejected: true });
    approve();
    const second = approve();
    expect(second).toHaveBeenCalledWith({ reason: 'fail' });
    await waitFor(() => {
      expect(onPaid).toHaveBeenCalledTimes(1);
    });
    expect(stripeJs.log.filter((step) => step === 'createPaymentIntent')).toHaveLength(1);
    expect(fakeStripe.confirmPayment).toHaveBeenCalledTimes(1);
  });

  it('a closed sheet asks for nothing and lets the button open again', () => {
    renderWallet([]);
    ready(GOOGLE_PAY_ONLY);
    expect(click().resolved).toBe(true);
    act(() => {
      express().onCancel?.({ elementType: 'expressCheckout' });
    });
    expect(stripeJs.log).toEqual([]);
    expect(click().resolved).toBe(true);
  });

  it('refuses to open while the card payment runs', () => {
    renderWallet([], { disabled: true });
    ready(GOOGLE_PAY_ONLY);
    expect(click()).toEqual({ resolved: false, rejected: true });
  });

  it('a payment Stripe does not complete shows the confirmation failure and creates no order', async () => {
    stripeJs.confirmStatus = 'requires_payment_method';
    const { onPaid } = renderWallet([intentAnswer()]);
    ready(GOOGLE_PAY_ONLY);
    click();
    const paymentFailed = approve();
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment confirmation failed. Please try again.');
    expect(paymentFailed).toHaveBeenCalledWith({ reason: 'fail' });
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('speaks Arabic: the group, the divider and the refusal of a changed amount', async () => {
    await i18n.changeLanguage('ar');
    renderWallet([intentAnswer(TOTAL + 1)]);
    expect(stripeJs.groups.at(-1)).toMatchObject({ locale: 'ar' });
    ready(GOOGLE_PAY_ONLY);
    expect(screen.getByRole('group', { name: 'الدفع عبر Apple Pay أو Google Pay' })).toBeInTheDocument();
    expect(screen.getByText('أو ادفع بالبطاقة')).toBeInTheDocument();
    click();
    approve();
    expect(await screen.findByRole('alert')).toHaveTextContent('تغيّر المبلغ المطلوب دفعه. أغلق هذه النافذة وراجع طلبك قبل الدفع.');
  });

  describe('Apple Pay merchant token for the automatic renewal', () => {
    const MONTH = { isTrial: false, total: TOTAL, duration: '1 Month', discountCode: null };

    it('the click asks Apple Pay for a recurring payment: description, the plan page, the plan amount in fils every 28 days', () => {
      renderWallet([], { renewal: walletRenewalOf(MONTH, 28, '1 Month') });
      ready(GOOGLE_PAY_ONLY);
      expect(click().details).toEqual({
        applePay: {
          recurringPaymentRequest: {
            paymentDescription: 'FreshFuel meal plan',
            managementURL: `${window.location.origin}/subscription`,
            regularBilling: {
              amount: TOTAL,
              label: 'Plan renewal (1 Month)',
              recurringPaymentIntervalUnit: 'day',
              recurringPaymentIntervalCount: 28,
            },
          },
        },
      } satisfies ClickResolveDetails);
    });

    it('in Arabic', async () => {
      await act(async () => {
        await i18n.changeLanguage('ar');
      });
      renderWallet([], { renewal: walletRenewalOf(MONTH, 84, '3 أشهر') });
      ready(GOOGLE_PAY_ONLY);
      const request = click().details?.applePay?.recurringPaymentRequest;
      expect(request).toMatchObject({
        paymentDescription: 'خطة وجبات FreshFuel',
        regularBilling: { label: 'تجديد الخطة (3 أشهر)', recurringPaymentIntervalCount: 84 },
      });
    });

    it('nothing is asked without a renewal: a trial, a discount code (the next charge differs), or none given', () => {
      expect(walletRenewalOf({ ...MONTH, isTrial: true, duration: '7 Days' }, 7, '7 Days')).toBeNull();
      expect(walletRenewalOf({ ...MONTH, discountCode: { code: 'WELCOME10' } }, 28, '1 Month')).toBeNull();
      expect(walletRenewalOf(MONTH, undefined, '1 Month')).toBeNull();
      renderWallet([]);
      ready(GOOGLE_PAY_ONLY);
      const answer = click();
      expect(answer.resolved).toBe(true);
      expect(answer.details).toBeUndefined();
    });
  });
});
