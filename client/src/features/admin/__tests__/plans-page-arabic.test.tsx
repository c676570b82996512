import { MockedProvider } from '@apollo/client/testing/react';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminPlansDocument } from '../../../generated/graphql';
import i18n from '../../../i18n';
import PlansPage from '../pages/PlansPage';

const plan = {
  __typename: 'AdminPlan' as const,
  id: 'p1',
  name: 'Balanced',
  description: 'Everyday balance.',
  price: 249900,
  image: '/images/plans/balanced.svg',
  isTrial: false,
  active: true,
  sortOrder: 1,
  caloriesPerDay: 1800,
  startDate: null,
  endDate: null,
  dailyPrices: { __typename: 'DailyPrices' as const, breakfast: 2000, lunch: 3000, dinner: 3000, snacks: 1200 },
  planMeals: [],
};

const plans = {
  request: { query: AdminPlansDocument, variables: () => true },
  result: { data: { adminPlans: { __typename: 'AdminPlanPage' as const, total: 1, totalPages: 1, data: [plan] } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function renderPage() {
  return render(
    <MockedProvider mocks={[plans]}>
      <MemoryRouter>
        <PlansPage />
      </MemoryRouter>
    </MockedProvider>,
  );
}

/** The names in ag-grid's header cells, without the sort arrows. */
const headerNames = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent.replace(/[↑↓]/g, '').trim());

/** The header names once the grid has rendered its row. */
async function headerTexts(): Promise<string[]> {
  await screen.findByText('Balanced', {}, { timeout: 10_000 });
  return headerNames();
}

/** ag-grid renders slowly in jsdom on a busy machine: these tests get room beyond vitest's 5 s and 1 s waits. */
const SLOW = 30_000;
configure({ asyncUtilTimeout: 10_000 });

describe('plans page in Arabic', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it(
    'shows Arabic headings, grid headers, pager and actions, and runs the grid right to left',
    async () => {
      await i18n.changeLanguage('ar');
      const { container } = renderPage();

      expect(await screen.findByRole('heading', { level: 1, name: 'الخطط' }, { timeout: 10_000 })).toBeInTheDocument();
      const headers = await headerTexts();
      expect(headers).toEqual(expect.arrayContaining(['اسم الخطة', 'وصف الخطة', 'السعر', 'الحالة', 'الإجراءات']));
      expect(headers).not.toContain('Plan name');

      // ag-grid in right-to-left mode, with its own texts from its Arabic locale.
      await waitFor(() => expect(container.querySelector('.ag-rtl')).not.toBeNull());
      expect(container.querySelector('.ag-ltr')).toBeNull();

      expect(screen.getByText(/الصفحة 1 من 1/)).toBeInTheDocument();
      expect(screen.getByPlaceholderText('ابحث هنا')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'الصفحة الأولى' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'إضافة خطة' })).toBeInTheDocument();
      expect(within(container).getByRole('button', { name: 'تعطيل Balanced' })).toBeInTheDocument();
      expect(screen.getByText('نشط')).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'switches back to English in place: headers, pager and left-to-right grid',
    async () => {
      await i18n.changeLanguage('ar');
      const { container } = renderPage();
      expect(await headerTexts()).toContain('اسم الخطة');

      await i18n.changeLanguage('en');
      await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Plans' })).toBeInTheDocument());
      await waitFor(() =>
        expect(headerNames()).toEqual(expect.arrayContaining(['Plan name', 'Plan description', 'Price', 'Status', 'Actions'])),
      );
      await waitFor(() => expect(container.querySelector('.ag-ltr')).not.toBeNull());
      expect(container.querySelector('.ag-rtl')).toBeNull();
      expect(screen.getByText(/Page 1 of 1/)).toBeInTheDocument();
      expect(screen.getByPlaceholderText('Search Here')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Deactivate Balanced' })).toBeInTheDocument();
    },
    SLOW,
  );
});
