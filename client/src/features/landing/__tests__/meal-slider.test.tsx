import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, renderHook, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LandingMealsDocument } from '../../../generated/graphql';
import { MealSlider } from '../components/MealSlider';
import { MealSliderCard, type MealSliderCardProps } from '../components/MealSliderCard';
import { useAutoScroll } from '../hooks/use-auto-scroll';

const card: MealSliderCardProps = {
  id: 'm1',
  headings: 'Grilled Chicken Bowl',
  paragraph: 'Chicken, quinoa and greens.',
  image: '/uploads/chicken.webp',
  calories: 520,
  category: 'Lunch',
  showDiscountRibbon: false,
};

function renderCard(props: Partial<MealSliderCardProps> = {}) {
  return render(
    <MemoryRouter>
      <MealSliderCard {...card} {...props} />
    </MemoryRouter>,
  );
}

describe('meal slider item (spec section 3)', () => {
  it('falls back to a default image when the meal has none, and when its image fails to load', () => {
    const { unmount } = renderCard({ image: null });
    expect(screen.getByRole('img', { name: 'Grilled Chicken Bowl' })).toHaveAttribute('src', '/images/meals/plate.svg');
    unmount();

    renderCard();
    const img = screen.getByRole('img', { name: 'Grilled Chicken Bowl' });
    expect(img).toHaveAttribute('src', '/uploads/chicken.webp');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/images/meals/plate.svg');
  });

  it('falls back to the text Meal Name when the meal has no name', () => {
    renderCard({ headings: '  ' });
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(/^Meal Name$/);
  });

  it('trims the paragraph to 200 characters (plus " ..."), and leaves a 200-character one whole', () => {
    const exactly200 = 'a'.repeat(200);
    const { unmount } = renderCard({ paragraph: exactly200 });
    expect(screen.getByText(exactly200)).toBeInTheDocument();
    unmount();

    const long = `${'b'.repeat(200)}c tail that must not show`;
    renderCard({ paragraph: long });
    expect(screen.getByText(`${'b'.repeat(200)} ...`)).toBeInTheDocument();
    expect(screen.queryByText(/tail that must not show/)).not.toBeInTheDocument();
  });

  it('shows the discount ribbon only when asked, and Order now goes to /meal-plan-selection?selectedMeal={id}', () => {
    const { unmount } = renderCard({ discountPercentage: 15, showDiscountRibbon: false });
    expect(screen.queryByText('15% OFF')).not.toBeInTheDocument();
    unmount();
    renderCard({ discountPercentage: 15, showDiscountRibbon: true });
    expect(screen.getByText('15% OFF')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Order now' })).toHaveAttribute('href', '/meal-plan-selection?selectedMeal=m1');
  });
});

const MEALS = {
  request: { query: LandingMealsDocument },
  result: {
    data: {
      meals: ['Lunch', 'Dinner', 'Breakfast'].map((category, i) => ({
        __typename: 'Meal' as const,
        id: `m${i}`,
        name: `${category} meal`,
        description: 'Fresh and balanced.',
        image: null,
        calories: 400 + i,
        category,
      })),
      activePromotions: [],
    },
  },
};

describe('meal slider buttons (spec sections 2 and 9)', () => {
  const scrollBy = vi.fn();
  beforeEach(() => {
    scrollBy.mockReset();
    Element.prototype.scrollBy = scrollBy;
  });

  it('Previous and Next scroll by one step (400 px, 345 px below a width of 480); Check Other Meals goes to /meal-plan-selection', async () => {
    render(
      <MockedProvider mocks={[MEALS]}>
        <MemoryRouter>
          <MealSlider />
        </MemoryRouter>
      </MockedProvider>,
    );
    const carousel = await screen.findByRole('region', { name: 'Meals from our menu' });
    expect(within(carousel).getAllByRole('article')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Check Other Meals' })).toHaveAttribute('href', '/meal-plan-selection');

    window.innerWidth = 1024;
    fireEvent.click(screen.getByRole('button', { name: 'Next meals' }));
    expect(scrollBy).toHaveBeenLastCalledWith(expect.objectContaining({ left: 400 }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous meals' }));
    expect(scrollBy).toHaveBeenLastCalledWith(expect.objectContaining({ left: -400 }));

    window.innerWidth = 479;
    fireEvent.click(screen.getByRole('button', { name: 'Next meals' }));
    expect(scrollBy).toHaveBeenLastCalledWith(expect.objectContaining({ left: 345 }));
    window.innerWidth = 1024;
  });
});

describe('meal slider auto-scroll (spec section 9: every 3000 ms, wraps to the start)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A track 2000 px wide in an 800 px viewport, scrolled to `left`, with its scroll calls recorded. */
  function track(left: number) {
    const el = document.createElement('ul');
    Object.defineProperty(el, 'scrollWidth', { value: 2000 });
    Object.defineProperty(el, 'clientWidth', { value: 800 });
    el.scrollLeft = left;
    const scrollBy = vi.fn();
    const scrollTo = vi.fn();
    el.scrollBy = scrollBy;
    el.scrollTo = scrollTo;
    document.body.append(el);
    return { el, scrollBy, scrollTo };
  }

  it('steps 400 px every 3000 ms, not before, and goes back to the start at the end', () => {
    vi.useFakeTimers();
    window.innerWidth = 1024;
    const { el, scrollBy, scrollTo } = track(0);
    const ref = { current: el };
    const { unmount } = renderHook(() => useAutoScroll(ref, false));

    vi.advanceTimersByTime(2999);
    expect(scrollBy).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(scrollBy).toHaveBeenCalledTimes(1);
    expect(scrollBy).toHaveBeenLastCalledWith(expect.objectContaining({ left: 400 }));
    vi.advanceTimersByTime(3000);
    expect(scrollBy).toHaveBeenCalledTimes(2);
    expect(scrollTo).not.toHaveBeenCalled();

    el.scrollLeft = 1200; // the end: scrollWidth - clientWidth
    vi.advanceTimersByTime(3000);
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ left: 0 }));
    expect(scrollBy).toHaveBeenCalledTimes(2);
    unmount();
    el.remove();
  });

  it('steps 345 px below a width of 480, and does nothing while paused', () => {
    vi.useFakeTimers();
    window.innerWidth = 400;
    const { el, scrollBy } = track(0);
    const ref = { current: el };
    const { rerender, unmount } = renderHook(({ paused }) => useAutoScroll(ref, paused), { initialProps: { paused: true } });
    vi.advanceTimersByTime(9000);
    expect(scrollBy).not.toHaveBeenCalled();
    rerender({ paused: false });
    vi.advanceTimersByTime(3000);
    expect(scrollBy).toHaveBeenLastCalledWith(expect.objectContaining({ left: 345 }));
    unmount();
    el.remove();
    window.innerWidth = 1024;
  });
});
