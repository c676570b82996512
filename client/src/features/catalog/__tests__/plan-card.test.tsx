import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../../i18n';
import { PlanCard } from '../components/PlanCard';
import type { CatalogPlan } from '../hooks/use-plans';

const lean: CatalogPlan = {
  id: 'lean',
  name: 'Lean & Low-Carb',
  description: 'Higher protein, lower carbs.',
  price: 282_800,
  priceInclVat: 296_940,
  image: '/images/plans/lean.svg',
  isTrial: false,
  caloriesPerDay: 1400,
  dailyPrices: { breakfast: 2_200, lunch: 3_300, dinner: 3_300, snacks: 1_300 },
  promotion: null,
  planMeals: [],
};

function renderCard(plan: CatalogPlan) {
  render(
    <MemoryRouter>
      <PlanCard plan={plan} />
    </MemoryRouter>,
  );
}

describe('PlanCard prices', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('shows the VAT-inclusive price from the server, marked, with the net price beside it', () => {
    renderCard(lean);
    const price = screen.getByText('AED 2,969.40');
    expect(price.closest('p')).toHaveTextContent('AED 2,969.40incl. VAT / month');
    expect(screen.getByText('AED 2,828.00 excl. VAT')).toBeInTheDocument();
  });

  it('with a promotion: was and now VAT-inclusive, the net of the promoted price, and the saving with VAT', () => {
    renderCard({
      ...lean,
      // 15% off 282,800 = 240,380 net; VAT on the pre-discount price (14,140): 254,520.
      promotion: {
        id: 'p',
        name: 'Summer Fit Special',
        discountPercentage: 15,
        discountedPrice: 240_380,
        discountedPriceInclVat: 254_520,
        endDate: '2026-12-31T00:00:00.000Z',
      },
    });
    expect(screen.getByText('AED 2,969.40').tagName).toBe('DEL');
    expect(screen.getByText('AED 2,545.20').tagName).toBe('STRONG');
    expect(screen.getByText('AED 2,403.80 excl. VAT')).toBeInTheDocument();
    expect(screen.getByText(/save AED 424\.20/)).toBeInTheDocument();
  });

  it('in Arabic: the same figures, with the Arabic wording', async () => {
    await i18n.changeLanguage('ar');
    renderCard(lean);
    expect(screen.getByText('شامل الضريبة')).toBeInTheDocument();
    expect(screen.getByText((text) => text.includes('AED 2,828.00') && text.includes('قبل الضريبة'))).toBeInTheDocument();
  });
});
