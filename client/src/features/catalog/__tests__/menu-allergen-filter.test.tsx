import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MealsDocument } from '../../../generated/graphql';
import { ALLERGENS } from '../../../lib/allergens';
import MenuPage from '../pages/MenuPage';
import type { CatalogMeal } from '../hooks/use-meals';

const meal = (id: string, name: string, allergens: CatalogMeal['allergens']): CatalogMeal & { __typename: 'Meal' } => ({
  __typename: 'Meal',
  id,
  name,
  description: `${name}.`,
  category: 'Lunch',
  image: '/images/meals/lunch-1.svg',
  calories: 500,
  protein: 30,
  carbs: 40,
  fat: 15,
  allergens,
  tags: [],
});

const MEALS = [meal('m1', 'Peanut Satay Bowl', ['PEANUTS', 'MILK']), meal('m2', 'Hummus Plate', ['SESAME'])];
const mealsMock = { request: { query: MealsDocument, variables: {} }, result: { data: { meals: MEALS } }, maxUsageCount: 5 };

function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function renderMenu(url = '/menu') {
  return render(
    <MockedProvider mocks={[mealsMock]}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route
            path="/menu"
            element={
              <>
                <MenuPage />
                <Search />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
}

const without = () => screen.getByRole('group', { name: 'Without' });
const cardNames = () => screen.queryAllByRole('article').map((a) => within(a).getByRole('heading').textContent);

describe('/menu "Without" filter', () => {
  it('offers exactly the closed allergen list, in its order', async () => {
    renderMenu();
    await screen.findByText('Peanut Satay Bowl');
    const chips = within(without()).getAllByRole('button');
    expect(chips).toHaveLength(ALLERGENS.length);
    expect(chips.map((c) => c.textContent)).toEqual([
      'Gluten',
      'Crustaceans',
      'Eggs',
      'Fish',
      'Peanuts',
      'Soy',
      'Milk (dairy)',
      'Tree nuts',
      'Celery',
      'Mustard',
      'Sesame',
      'Sulphites',
      'Lupin',
      'Molluscs',
    ]);
  });

  it('hides a meal containing MILK once "Milk (dairy)" is chosen, and keeps the choice in the URL', async () => {
    const user = userEvent.setup();
    renderMenu();
    await screen.findByText('Peanut Satay Bowl');
    expect(cardNames()).toEqual(['Peanut Satay Bowl', 'Hummus Plate']);
    const milk = within(without()).getByRole('button', { name: 'Milk (dairy)' });
    await user.click(milk);
    expect(milk).toHaveAttribute('aria-pressed', 'true');
    expect(cardNames()).toEqual(['Hummus Plate']);
    expect(screen.getByTestId('search')).toHaveTextContent('exclude=milk');
    await user.click(within(without()).getByRole('button', { name: 'Tree nuts' }));
    expect(cardNames()).toEqual(['Hummus Plate']);
    await user.click(milk);
    expect(cardNames()).toEqual(['Peanut Satay Bowl', 'Hummus Plate']);
  });

  it('reads the exclusion from a link, old words included (dairy)', async () => {
    renderMenu('/menu?exclude=dairy');
    await screen.findByText('Hummus Plate');
    expect(cardNames()).toEqual(['Hummus Plate']);
    expect(within(without()).getByRole('button', { name: 'Milk (dairy)' })).toHaveAttribute('aria-pressed', 'true');
  });
});
