import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { StartCheckoutDocument, type SelectionInput } from '../../../generated/graphql';
import { saveCart } from '../utils/package-store';
import type { Cart, CartSelection, Quote } from '../utils/selection';
import { useCheckout } from './use-checkout';

const selection: CartSelection = {
  planId: 'lean',
  duration: '1 Month',
  startDate: '2026-03-13',
  meals: { breakfast: 0, lunch: 1, dinner: 1, snack: 0 },
  isCustom: { breakfast: 0, lunch: 0, dinner: 0, snack: 0 },
};
const cart: Cart = { selection, plan: { name: 'Lean & Low-Carb', promotion: null }, price: 168_000 };
const FRESH10 = { __typename: 'DiscountCodeInfo', code: 'FRESH10', name: 'Fresh start', percentage: 10 } as const;

function quote(discount: number, code: typeof FRESH10 | null): Quote {
  return {
    __typename: 'Quote',
    planId: 'lean',
    planName: 'Lean & Low-Carb',
    isTrial: false,
    duration: '1 Month',
    days: 28,
    deliveryDaysPerWeek: 7,
    daysOff: [],
    startDate: '2026-03-13T00:00:00.000Z',
    endDate: '2026-04-09T00:00:00.000Z',
    meals: ['Lunch', 'Dinner'],
    mealsCount: 2,
    custom: false,
    mealCounts: { __typename: 'MealCounts', breakfast: 0, lunch: 1, dinner: 1, snack: 0 },
    lines: [],
    subtotal: 168_000,
    taxableAmount: 168_000 - discount,
    vat: 8_400 - discount / 20,
    subtotalInclVat: 176_400,
    discountInclVat: discount + discount / 20,
    vatPercent: 5,
    deliveryFee: 0,
    discount,
    total: 176_400 - discount - discount / 20,
    currency: 'AED',
    orderType: 'Monthly',
    discountCode: code,
    promotion: null,
  } as Quote;
}

/**
 * A startCheckout answer after `delay` ms; `log` records when each request is sent ('ask') and answered
 * ('answer'), with its code (and the buyer's TRN when one is sent).
 */
function started(
  input: SelectionInput,
  id: string,
  result: Quote | GraphQLError,
  log: string[],
  delay = 40,
  buyerTrn: string | null = null,
): MockLink.MockedResponse {
  const code = `${input.discountCode ?? 'none'}${buyerTrn ? ` trn ${buyerTrn}` : ''}`;
  return {
    request: { query: StartCheckoutDocument, variables: { input, buyerTrn } },
    delay: () => {
      log.push(`ask ${code}`);
      return delay;
    },
    result: () => {
      log.push(`answer ${code}`);
      if (result instanceof GraphQLError) return { errors: [result] };
      return {
        data: {
          startCheckout: { __typename: 'Checkout', id, status: 'Open', expiresAt: '2026-03-10T11:00:00.000Z', buyerTrn, quote: result },
        },
      };
    },
  };
}

function render(mocks: MockLink.MockedResponse[]) {
  const wrapper = ({ children }: { children: ReactNode }) => <MockedProvider mocks={mocks}>{children}</MockedProvider>;
  return renderHook(() => useCheckout({ session: true }), { wrapper });
}

describe('useCheckout: the cart and its server checkout', () => {
  afterEach(() => {
    act(() => {
      saveCart(null);
    });
  });

  it("prices the cart's selection once, and a code applied meanwhile waits for that answer", async () => {
    const log: string[] = [];
    saveCart(cart);
    const withCode = { ...selection, discountCode: 'FRESH10' };
    const { result } = render([started(selection, 'c1', quote(0, null), log), started(withCode, 'c2', quote(16_800, FRESH10), log)]);
    expect(result.current.pending).toBe(true);
    act(() => {
      result.current.applyCode({ code: 'FRESH10', name: 'Fresh start', percentage: 10 });
    });
    expect(result.current.cart?.selection).toEqual(withCode); // the code is kept with the cart
    expect(result.current.applied?.code).toBe('FRESH10');
    await waitFor(() => {
      expect(result.current.checkout?.id).toBe('c2');
    });
    // One request at a time: the code's waits for the first answer, so the last asked is the server's open checkout.
    expect(log).toEqual(['ask none', 'answer none', 'ask FRESH10', 'answer FRESH10']);
    expect(result.current.pending).toBe(false);
    expect(result.current.checkout?.quote.total).toBe(158_760);
    expect(result.current.applied).toMatchObject({ code: 'FRESH10', percentage: 10 });
  });

  it('drops a code the server refuses and prices the cart without it', async () => {
    const log: string[] = [];
    const withOld = { ...selection, discountCode: 'SUMMER5' };
    saveCart({ ...cart, selection: withOld });
    const refused = new GraphQLError('Not applicable for trial or promotional plan.', { extensions: { code: 'DISCOUNT_NOT_APPLICABLE' } });
    const { result } = render([started(withOld, 'c1', refused, log, 0), started(selection, 'c2', quote(0, null), log, 0)]);
    await waitFor(() => {
      expect(result.current.checkout?.id).toBe('c2');
    });
    expect(log).toEqual(['ask SUMMER5', 'answer SUMMER5', 'ask none', 'answer none']);
    expect(result.current.cart?.selection).toEqual(selection);
    expect(result.current.codesRefused).toBe(true);
    expect(result.current.applied).toBeNull();
  });

  it("re-makes the checkout with the buyer's TRN, and without it once removed", async () => {
    const log: string[] = [];
    saveCart(cart);
    const trn = '100987654300003';
    const { result } = render([
      started(selection, 'c1', quote(0, null), log, 0),
      started(selection, 'c2', quote(0, null), log, 0, trn),
      started(selection, 'c3', quote(0, null), log, 0),
    ]);
    await waitFor(() => {
      expect(result.current.checkout?.id).toBe('c1');
    });
    act(() => {
      result.current.setBuyerTrn(trn);
    });
    expect(result.current.pending).toBe(true);
    await waitFor(() => {
      expect(result.current.checkout?.id).toBe('c2');
    });
    expect(result.current.checkout?.buyerTrn).toBe(trn);
    expect(result.current.buyerTrn).toBe(trn);
    act(() => {
      result.current.setBuyerTrn(null);
    });
    await waitFor(() => {
      expect(result.current.checkout?.id).toBe('c3');
    });
    expect(result.current.checkout?.buyerTrn).toBeNull();
    expect(log).toEqual(['ask none', 'answer none', `ask none trn ${trn}`, `answer none trn ${trn}`, 'ask none', 'answer none']);
  });

  it('drops a TRN the server refuses, keeping the checkout made without it (the refusal wrote nothing)', async () => {
    const log: string[] = [];
    saveCart(cart);
    const trn = '100987654300003';
    const refused = new GraphQLError('A TRN is 15 digits.', {
      extensions: { code: 'VALIDATION_FAILED', fields: { buyerTrn: 'A TRN is 15 digits.' } },
    });
    const { result } = render([started(selection, 'c1', quote(0, null), log, 0), started(selection, 'c2', refused, log, 0, trn)]);
    await waitFor(() => {
      expect(result.current.checkout?.id).toBe('c1');
    });
    act(() => {
      result.current.setBuyerTrn(trn);
    });
    await waitFor(() => {
      expect(log).toHaveLength(4);
    });
    await waitFor(() => {
      expect(result.current.buyerTrn).toBeNull();
    });
    expect(result.current.pending).toBe(false);
    expect(result.current.checkout?.id).toBe('c1');
    expect(result.current.error).toBeUndefined();
    expect(log).toEqual(['ask none', 'answer none', `ask none trn ${trn}`, `answer none trn ${trn}`]);
  });

  it('shows any other refusal with a retry, and asks nothing without a cart', async () => {
    const log: string[] = [];
    saveCart(cart);
    const tooEarly = new GraphQLError('Your plan can start at the earliest on 13-03-2026.', {
      extensions: { code: 'START_DATE_TOO_EARLY' },
    });
    const { result } = render([started(selection, 'c1', tooEarly, log, 0), started(selection, 'c2', quote(0, null), log, 0)]);
    await waitFor(() => {
      expect(result.current.error).toBeDefined();
    });
    expect(result.current.pending).toBe(false);
    expect(log).toEqual(['ask none', 'answer none']);
    act(() => {
      result.current.retry();
    });
    await waitFor(() => {
      expect(result.current.checkout?.id).toBe('c2');
    });
    act(() => {
      result.current.removeCart();
    });
    expect(result.current.cart).toBeNull();
    expect(result.current.pending).toBe(false);
    expect(log).toEqual(['ask none', 'answer none', 'ask none', 'answer none']);
  });
});
