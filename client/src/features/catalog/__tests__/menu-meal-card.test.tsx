import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../../i18n';
import { MenuMealCard } from '../components/MenuMealCard';
import type { CatalogMeal } from '../hooks/use-meals';

const meal: CatalogMeal = {
  id: 'm1',
  name: 'Falafel Wrap',
  description: 'Crisp falafel, tahini and greens.',
  category: 'Lunch',
  image: '/images/meals/lunch-1.svg',
  calories: 520,
  protein: 22,
  carbs: 60,
  fat: 18,
  allergens: ['SESAME'],
  tags: ['vegan'],
};

describe('MenuMealCard', () => {
  it('loads the first card image at once with high priority (the largest paint), the others lazily', () => {
    const first = render(
      <MemoryRouter>
        <MenuMealCard meal={meal} priority />
      </MemoryRouter>,
    );
    let img = first.container.querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    first.unmount();
    img = render(
      <MemoryRouter>
        <MenuMealCard meal={meal} />
      </MemoryRouter>,
    ).container.querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('names the meal with a level-2 heading under the page title (no skipped level)', () => {
    render(
      <MemoryRouter>
        <MenuMealCard meal={meal} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Falafel Wrap' })).toBeInTheDocument();
  });

  it('separates the allergens with the comma of the screen language (the Arabic comma on Arabic screens)', async () => {
    await i18n.changeLanguage('ar');
    try {
      const { container } = render(
        <MemoryRouter>
          <MenuMealCard meal={{ ...meal, allergens: ['GLUTEN', 'EGGS'] }} />
        </MemoryRouter>,
      );
      const separators = Array.from(container.querySelectorAll('.visually-hidden'), (e) => e.textContent).filter(
        (t) => t === '،' || t === ',',
      );
      expect(separators).toEqual(['،']);
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  describe('tags', () => {
    afterEach(async () => {
      await i18n.changeLanguage('en');
    });

    const tagged = { ...meal, tags: ['low-fat', 'High Fibre', 'spicy', 'emirati', 'omega-3', 'chef-special'] };
    const tagTexts = () =>
      Array.from(screen.getByRole('list', { name: i18n.t('catalog:meal.tags') }).querySelectorAll('li'), (li) => li.textContent);

    it('reads the known tags in Arabic on an Arabic screen, and an unknown tag as typed', async () => {
      await i18n.changeLanguage('ar');
      render(
        <MemoryRouter>
          <MenuMealCard meal={tagged} />
        </MemoryRouter>,
      );
      expect(tagTexts()).toEqual(['قليل الدهون', 'غني بالألياف', 'حار', 'إماراتي', 'أوميغا 3', 'Chef special']);
    });

    it('reads them in English on an English screen', () => {
      render(
        <MemoryRouter>
          <MenuMealCard meal={tagged} />
        </MemoryRouter>,
      );
      expect(tagTexts()).toEqual(['Low fat', 'High fibre', 'Spicy', 'Emirati', 'Omega-3', 'Chef special']);
    });
  });

  it('shows an empty covered plate, never another dish, for a meal without a picture or whose picture fails', () => {
    const { container, unmount } = render(
      <MemoryRouter>
        <MenuMealCard meal={{ ...meal, image: '' }} />
      </MemoryRouter>,
    );
    expect(container.querySelector('img')).toHaveAttribute('src', '/images/meals/plate.svg');
    unmount();
    const broken = render(
      <MemoryRouter>
        <MenuMealCard meal={{ ...meal, image: '/uploads/missing.webp' }} />
      </MemoryRouter>,
    ).container.querySelector('img')!;
    fireEvent.error(broken);
    expect(broken).toHaveAttribute('src', '/images/meals/plate.svg');
  });
});
