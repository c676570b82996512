import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { UpcomingKitchenHolidaysDocument } from '../../../../generated/graphql';
import i18n from '../../../../i18n';
import { useUpcomingKitchenHolidays } from '../../hooks/use-kitchen-holidays';
import { KitchenClosedDays } from '../KitchenClosedDays';

const holiday = (date: string, name: string) => ({ __typename: 'KitchenHoliday' as const, date, name });

const holidays = (...days: ReturnType<typeof holiday>[]) => ({
  request: { query: UpcomingKitchenHolidaysDocument },
  result: { data: { kitchenHolidays: days } },
  maxUsageCount: 2,
});

const TWO = holidays(holiday('2030-12-02', 'UAE National Day'), holiday('2031-01-01', "New Year's Day"));

describe('KitchenClosedDays', () => {
  beforeAll(async () => {
    await i18n.loadNamespaces('ordering');
  });
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('lists every upcoming closed day beside the start date, in prose with its name, and says what it does to the plan', async () => {
    render(
      <MockedProvider mocks={[TWO]}>
        <KitchenClosedDays variant="selection" />
      </MockedProvider>,
    );
    const box = await screen.findByRole('region', { name: 'The kitchen is closed on these days' });
    expect(
      within(box)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Mon, 2 Dec 2030: UAE National Day', "Wed, 1 Jan 2031: New Year's Day"]);
    expect(box).toHaveTextContent('No deliveries on them: your plan skips them and ends one delivery day later for each.');
  });

  it("shows on the schedule only the closed days within the plan's dates, saying their meals moved to the end", async () => {
    render(
      <MockedProvider mocks={[TWO]}>
        <KitchenClosedDays variant="schedule" from="2030-11-20T00:00:00.000Z" to="2030-12-20T00:00:00.000Z" />
      </MockedProvider>,
    );
    const box = await screen.findByRole('region', { name: 'Kitchen closed' });
    expect(
      within(box)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Mon, 2 Dec 2030: UAE National Day']);
    expect(box).toHaveTextContent('No delivery on these days. Meals planned on them were moved to the end of your plan.');
  });

  it('counts the first and last days of the plan as within it', async () => {
    render(
      <MockedProvider mocks={[TWO]}>
        <KitchenClosedDays variant="schedule" from="2030-12-02" to="2031-01-01T00:00:00.000Z" />
      </MockedProvider>,
    );
    const box = await screen.findByRole('region', { name: 'Kitchen closed' });
    expect(within(box).getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows nothing when no closed day falls in the range, and nothing when there are none', async () => {
    // The selection box beside it proves the answer has arrived: the schedule's range leaves both days out.
    render(
      <MockedProvider mocks={[TWO]}>
        <>
          <KitchenClosedDays variant="selection" />
          <KitchenClosedDays variant="schedule" from="2031-01-02" to="2031-02-01" />
        </>
      </MockedProvider>,
    );
    await screen.findByRole('region', { name: 'The kitchen is closed on these days' });
    expect(screen.queryByRole('region', { name: 'Kitchen closed' })).not.toBeInTheDocument();
    expect(screen.getAllByTestId('kitchen-closed-days')).toHaveLength(1);
  });

  it('shows no empty box when the kitchen has no closed day ahead', async () => {
    function Loaded() {
      const { data } = useUpcomingKitchenHolidays();
      return data ? <p>loaded</p> : null;
    }
    const { container } = render(
      <MockedProvider mocks={[holidays()]}>
        <>
          <KitchenClosedDays variant="selection" />
          <Loaded />
        </>
      </MockedProvider>,
    );
    await screen.findByText('loaded');
    expect(container.children).toHaveLength(1);
    expect(screen.queryByTestId('kitchen-closed-days')).not.toBeInTheDocument();
  });

  it('speaks Arabic in Arabic', async () => {
    await i18n.changeLanguage('ar');
    render(
      <MockedProvider mocks={[holidays(holiday('2030-12-02', 'اليوم الوطني'))]}>
        <KitchenClosedDays variant="selection" />
      </MockedProvider>,
    );
    const box = await screen.findByRole('region', { name: 'المطبخ مغلق في هذه الأيام' });
    expect(within(box).getByRole('listitem')).toHaveTextContent(/^يوم الاثنين، 2 ديسمبر 2030: اليوم الوطني$/);
    expect(box).toHaveTextContent('لا توصيل فيها: تتخطاها خطتك وتنتهي بعدها بيوم توصيل عن كل يوم منها.');
  });
});
