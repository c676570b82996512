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
  dailyPricesInclVat: { breakfast: 2_310, lunch: 3_465, dinner: 3_465, snacks: 1_365 },
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

  it('shows one price, the VAT-inclusive one from the server, marked, and the daily prices with VAT', () => {
    renderCard(lean);
    const price = screen.getByText('AED 2,969.40');
    expect(price.closest('p')).toHaveTextContent('AED 2,969.40incl. VAT / month');
    expect(screen.queryByText(/excl\. VAT/)).not.toBeInTheDocument();
    expect(screen.queryByText(/AED 2,828\.00/)).not.toBeInTheDocument();
    for (const daily of ['AED 23.10', 'AED 34.65', 'AED 13.65']) expect(screen.getAllByText(daily).length).toBeGreaterThan(0);
    expect(screen.queryByText('AED 33.00')).not.toBeInTheDocument();
  });

  it('with a promotion: was and now VAT-inclusive, no net figure, and the saving with VAT', () => {
    renderCard({
      ...lean,
      // 15% off 282,800 = 240,380 net; VAT on it (12,019): 252,399.
      promotion: {
        id: 'p',
        name: 'Summer Fit Special',
        discountPercentage: 15,
        discountedPrice: 240_380,
        discountedPriceInclVat: 252_399,
        endDate: '2026-12-31T00:00:00.000Z',
      },
    });
    expect(screen.getByText('AED 2,969.40').tagName).toBe('DEL');
    expect(screen.getByText('AED 2,523.99').tagName).toBe('STRONG');
    expect(screen.queryByText(/AED 2,403\.80/)).not.toBeInTheDocument();
    expect(screen.getByText(/save AED 445\.41/)).toBeInTheDocument();
  });

  it('in Arabic: the same figures, with the Arabic wording', async () => {
    await i18n.changeLanguage('ar');
    renderCard(lean);
    expect(screen.getByText('شامل الضريبة')).toBeInTheDocument();
    expect(screen.queryByText(/قبل الضريبة/)).not.toBeInTheDocument();
  });
});
