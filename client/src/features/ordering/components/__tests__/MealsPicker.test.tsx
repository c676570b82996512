import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SelectionPlan } from '../../utils/selection';
import { MealsPicker } from '../MealsPicker';

const plan: SelectionPlan = {
  id: 'bal',
  name: 'Balanced',
  description: '',
  image: '',
  isTrial: false,
  price: 100_000,
  priceInclVat: 105_000,
  deliveryWeeks: [{ deliveryDays: 7, daysOff: [] }],
  dailyPrices: { breakfast: 2_000, lunch: 3_000, dinner: 3_000, snacks: 1_000 },
  dailyPricesInclVat: { breakfast: 2_100, lunch: 3_150, dinner: 3_150, snacks: 1_050 },
  promotion: null,
  planMeals: [{ id: 'm2', name: 'Grilled Chicken Bowl', category: 'Lunch' }],
};
const counts = { breakfast: 0, lunch: 1, dinner: 0, snack: 0 };
const noop = () => undefined;

describe('MealsPicker with a meal chosen on the landing slider', () => {
  it('names the chosen meal in the meals step', () => {
    render(
      <MealsPicker
        plan={plan}
        available={new Set(['lunch'])}
        mode="toggles"
        meals={counts}
        isCustom={{ ...counts, lunch: 0 }}
        onModeChange={noop}
        onMealsChange={noop}
        onCustomChange={noop}
        picked={{ name: 'Grilled Chicken Bowl', key: 'lunch' }}
      />,
    );
    expect(screen.getByTestId('picked-meal')).toHaveTextContent(
      'Your pick: Grilled Chicken Bowl is on this plan’s lunch menu, and your plan includes lunch.',
    );
    expect(screen.getByRole('checkbox', { name: /lunch/i })).toBeChecked();
  });

  it('says nothing when no meal was chosen', () => {
    render(
      <MealsPicker
        plan={plan}
        available={new Set(['lunch'])}
        mode="toggles"
        meals={counts}
        isCustom={counts}
        onModeChange={noop}
        onMealsChange={noop}
        onCustomChange={noop}
      />,
    );
    expect(screen.queryByTestId('picked-meal')).not.toBeInTheDocument();
  });
});
