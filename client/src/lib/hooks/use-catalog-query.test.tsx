import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import LandingPage from '../../features/landing/pages/LandingPage';
import { ActivePromotionsDocument } from '../../generated/graphql';
import i18n from '../../i18n';
import { Footer } from '../../app/layouts/Footer';
import { PromotionBanner } from '../../app/layouts/PromotionBanner';
import { apolloRequested } from '../apollo-on-demand';
import { resetIslandForTests } from '../catalog-island';
import { useCatalogQuery } from './use-catalog-query';

const promotion = {
  __typename: 'PlanPromotion' as const,
  id: 'p1',
  name: 'Summer',
  text: 'Summer Fit Special: 15% off',
  planId: 'pl',
  discountPercentage: 15,
};
const settings = {
  __typename: 'SiteSettings' as const,
  supportPhone: '+971 50 765 4321',
  appStoreUrl: 'https://apps.example/ff',
  googlePlayUrl: null,
};
const hero = {
  __typename: 'HeroImages' as const,
  btnRightImage: '',
  heroLeftSideImageOfLine: '',
  clockImage: '',
  fastFoodSvgOne: '',
  karahiSvgTwo: '',
  saladSvgThree: '',
  heroRightFirstImagePNG: '',
  heroRightSecondImagePNG: '',
  svgUpperSvgLine: '',
  svgLocation: '',
  lineRightMostSvg: '',
};
const meal = {
  __typename: 'Meal' as const,
  id: 'm1',
  name: 'Island Quinoa Bowl',
  description: 'Quinoa',
  image: '/m.png',
  calories: 420,
  category: 'Lunch',
};
const plan = {
  __typename: 'Plan' as const,
  id: 'pl',
  name: 'Island Lean Plan',
  description: 'Lean',
  price: 1200,
  image: '/p.png',
  isTrial: false,
  caloriesPerDay: 1500,
  promotion: null,
};

/** Puts an island in the document as the server would (`lang`, answers by operation name). */
function island(lang: string, queries: Record<string, unknown>) {
  document.getElementById('ff-boot')?.remove();
  const script = document.createElement('script');
  script.id = 'ff-boot';
  script.type = 'application/json';
  script.textContent = JSON.stringify({
    lang,
    queries: Object.fromEntries(Object.entries(queries).map(([name, data]) => [name, { variables: {}, data }])),
  });
  document.head.appendChild(script);
  resetIslandForTests();
}

afterEach(async () => {
  document.getElementById('ff-boot')?.remove();
  resetIslandForTests();
  await act(() => i18n.changeLanguage('en'));
});

const provider =
  (mocks: MockLink.MockedResponse[]) =>
  ({ children }: { children: ReactNode }) => <MockedProvider mocks={mocks}>{children}</MockedProvider>;

describe('useCatalogQuery', () => {
  it("answers at once from the page's island in its language, asking the server nothing", async () => {
    island('en', { ActivePromotions: { activePromotions: [promotion] } });
    // No mock: a request would end in an error.
    const { result } = renderHook(() => useCatalogQuery(ActivePromotionsDocument), { wrapper: provider([]) });
    expect(result.current).toMatchObject({ data: { activePromotions: [promotion] }, error: undefined, loading: false });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.error).toBeUndefined();
  });

  it('asks through Apollo when the island is in another language, is malformed or has no such query', async () => {
    const answer = {
      request: { query: ActivePromotionsDocument },
      result: { data: { activePromotions: [{ ...promotion, text: 'From the server' }] } },
    };
    island('ar', { ActivePromotions: { activePromotions: [promotion] } });
    const first = renderHook(() => useCatalogQuery(ActivePromotionsDocument), { wrapper: provider([answer]) });
    expect(first.result.current.loading).toBe(true);
    await waitFor(() => expect(first.result.current.data?.activePromotions[0]?.text).toBe('From the server'));
    first.unmount();

    document.getElementById('ff-boot')!.textContent = '{not json';
    resetIslandForTests();
    const second = renderHook(() => useCatalogQuery(ActivePromotionsDocument), { wrapper: provider([answer]) });
    await waitFor(() => expect(second.result.current.data?.activePromotions[0]?.text).toBe('From the server'));
    second.unmount();

    island('en', { SiteSettings: { siteSettings: settings } });
    const third = renderHook(() => useCatalogQuery(ActivePromotionsDocument), { wrapper: provider([answer]) });
    await waitFor(() => expect(third.result.current.data?.activePromotions[0]?.text).toBe('From the server'));
  });

  it("asks again in the new language when the interface switches away from the island's", async () => {
    island('en', { ActivePromotions: { activePromotions: [promotion] } });
    const arabic = {
      request: { query: ActivePromotionsDocument },
      result: { data: { activePromotions: [{ ...promotion, text: 'عرض الصيف' }] } },
    };
    const { result } = renderHook(() => useCatalogQuery(ActivePromotionsDocument), { wrapper: provider([arabic]) });
    expect(result.current.data?.activePromotions[0]?.text).toBe('Summer Fit Special: 15% off');
    await act(() => i18n.changeLanguage('ar'));
    await waitFor(() => expect(result.current.data?.activePromotions[0]?.text).toBe('عرض الصيف'));
  });

  it('reports an error and asks again on refetch', async () => {
    const { result } = renderHook(() => useCatalogQuery(ActivePromotionsDocument), {
      wrapper: provider([
        { request: { query: ActivePromotionsDocument }, error: new Error('Failed to fetch') },
        { request: { query: ActivePromotionsDocument }, result: { data: { activePromotions: [promotion] } } },
      ]),
    });
    await waitFor(() => expect(result.current.error?.message).toBe('Failed to fetch'));
    expect(result.current.loading).toBe(false);
    act(() => result.current.refetch());
    await waitFor(() => expect(result.current.data?.activePromotions).toHaveLength(1));
    expect(result.current.error).toBeUndefined();
  });
});

describe('the first paint without Apollo', () => {
  it('renders the landing page, the promotion banner and the footer from the island with no Apollo provider or client', async () => {
    island('en', {
      HeroImages: { heroImages: hero },
      LandingMeals: { meals: [meal], activePromotions: [] },
      LandingPlans: { plans: [plan] },
      ActivePromotions: { activePromotions: [promotion] },
      SiteSettings: { siteSettings: settings },
    });
    render(
      <MemoryRouter>
        <PromotionBanner />
        <LandingPage />
        <Footer />
      </MemoryRouter>,
    );
    expect(screen.getByRole('complementary', { name: 'Current promotions' })).toHaveTextContent('Summer Fit Special: 15% off');
    expect(screen.getAllByText('Island Quinoa Bowl').length).toBeGreaterThan(0);
    expect(screen.getByText('Island Lean Plan')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+971 50 765 4321' })).toHaveAttribute('href', 'tel:+971507654321');
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Nothing asked for Apollo's chunk: the landing page's queries are exactly the island's.
    expect(apolloRequested()).toBe(false);
  });
});
