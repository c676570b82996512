import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../../../i18n';
import type { Quote } from '../../utils/selection';
import { PriceBreakdown } from '../PriceBreakdown';

/**
 * A Lean & Low-Carb month of lunch and dinner with FRESH10, as the server prices it with VAT on what is paid:
 * subtotal 1,848.00, discount 184.80, VAT 83.16 (5% of 1,663.20), total 1,746.36; with VAT in, the package
 * is 1,940.40 (lines 970.20 each at 34.65 a meal) and the code takes 194.04 off it.
 */
const quote: Quote = {
  planId: 'lean',
  planName: 'Lean & Low-Carb',
  isTrial: false,
  duration: '1 Month',
  days: 28,
  deliveryDaysPerWeek: 7,
  daysOff: [],
  startDate: '2026-12-01T00:00:00.000Z',
  endDate: '2026-12-28T00:00:00.000Z',
  meals: ['Lunch', 'Dinner'],
  mealsCount: 2,
  custom: false,
  mealCounts: { breakfast: 0, lunch: 1, dinner: 1, snack: 0 },
  lines: [
    { category: 'Lunch', count: 1, dailyPrice: 3_300, days: 28, amount: 92_400, dailyPriceInclVat: 3_465, amountInclVat: 97_020 },
    { category: 'Dinner', count: 1, dailyPrice: 3_300, days: 28, amount: 92_400, dailyPriceInclVat: 3_465, amountInclVat: 97_020 },
  ],
  subtotal: 184_800,
  taxableAmount: 166_320,
  vat: 8_316,
  subtotalInclVat: 194_040,
  discountInclVat: 19_404,
  vatPercent: 5,
  deliveryFee: 0,
  discount: 18_480,
  total: 174_636,
  currency: 'AED',
  orderType: 'Monthly',
  discountCode: { code: 'FRESH10', name: 'Fresh start', percentage: 10 },
  promotion: null,
};

/** The row whose term is `label`: its value. */
const valueOf = (label: string | RegExp) => screen.getByText(label).closest('div')!.querySelector('dd')!.textContent;

describe('PriceBreakdown: one price, VAT included', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('reads every figure with VAT in, the VAT the total includes last, and no net figure', () => {
    const { container } = render(<PriceBreakdown quote={quote} showLines />);
    expect(valueOf('Package price')).toBe('AED 1,940.40');
    expect(valueOf('Discount (FRESH10, 10%)')).toBe('− AED 194.04');
    expect(valueOf('Total')).toBe('AED 1,746.36');
    expect(valueOf('Includes VAT (5%)')).toBe('AED 83.16');
    // Each line at its VAT-inclusive daily price; the lines add up to the package price.
    expect(within(container).getAllByText(/1 × AED 34\.65 × 28 days/)).toHaveLength(2);
    expect(within(container).getAllByText('AED 970.20')).toHaveLength(2);
    for (const net of ['AED 1,848.00', 'AED 184.80', 'AED 33.00', 'AED 924.00']) expect(container).not.toHaveTextContent(net);
    expect(screen.queryByText('Subtotal')).not.toBeInTheDocument();
  });

  it('in Arabic, the same figures with the Arabic words', async () => {
    await i18n.changeLanguage('ar');
    const { container } = render(<PriceBreakdown quote={quote} />);
    expect(container).toHaveTextContent('سعر الباقة');
    expect(container).toHaveTextContent('يشمل ضريبة القيمة المضافة (5%)');
    expect(container).toHaveTextContent('AED 1,940.40');
    expect(container).toHaveTextContent('AED 83.16');
  });
});
