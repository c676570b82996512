import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dismissToasts, renderWithMocks } from '../../../../test/render-with-mocks';
import { MoveDayAddressDocument, MyDayAddressesDocument, SetWeekdayAddressDocument } from '../../../../generated/graphql';
import i18n from '../../../../i18n';
import { DayAddressesPanel } from '../DayAddressesPanel';

const address = (id: string, label: string, isDefault: boolean) => ({
  __typename: 'BookAddress' as const,
  id,
  label,
  isDefault,
  area: 'Business Bay',
  building: 'Tower',
  apartment: null,
  city: 'Dubai',
  instructions: null,
  formatted: 'Tower, Business Bay, Dubai',
});
const HOME = address('65f0000000000000000000a1', 'Home', true);
const OFFICE = address('65f0000000000000000000a2', 'Office', false);
const day = (date: string, source: 'Default' | 'Weekday' | 'Day', changeable: boolean, a: typeof HOME) => ({
  __typename: 'DayAddressObject' as const,
  date,
  source,
  changeable,
  address: { __typename: 'BookAddress' as const, id: a.id, label: a.label },
});
const days = (sundayRule: boolean) => ({
  request: { query: MyDayAddressesDocument },
  result: {
    data: {
      myAddresses: [HOME, OFFICE],
      myDayAddresses: {
        __typename: 'MyDayAddressesObject' as const,
        weekdayRules: sundayRule
          ? [{ __typename: 'WeekdayAddressObject' as const, weekday: 0, address: { __typename: 'BookAddress' as const, id: OFFICE.id } }]
          : [],
        // 2030-01-12 is a Saturday, 2030-01-13 a Sunday.
        days: [
          day('2030-01-12', 'Default', false, HOME),
          day('2030-01-13', sundayRule ? 'Weekday' : 'Default', true, sundayRule ? OFFICE : HOME),
        ],
      },
    },
  },
});

afterEach(async () => {
  dismissToasts();
  await i18n.changeLanguage('en');
});
beforeAll(async () => {
  await i18n.loadNamespaces('customer');
});

describe('DayAddressesPanel', { timeout: 20_000 }, () => {
  it('sends Sundays to the office and shows it on the Sunday of the schedule', async () => {
    const user = renderWithMocks(<DayAddressesPanel />, [
      days(false),
      {
        request: { query: SetWeekdayAddressDocument, variables: { input: { weekday: 0, addressId: OFFICE.id } } },
        result: {
          data: {
            setWeekdayAddress: { __typename: 'MyDayAddressesObject', weekdayRules: [{ __typename: 'WeekdayAddressObject', weekday: 0 }] },
          },
        },
      },
      days(true),
    ]);
    const sunday = await screen.findByLabelText('Sunday');
    expect(sunday).toHaveValue('');
    expect(within(sunday).getByRole('option', { selected: true })).toHaveTextContent('Default (Home)');
    await user.selectOptions(sunday, OFFICE.id);
    expect(await screen.findByText('Sunday deliveries will go to Office.')).toBeInTheDocument();
    const theSunday = await screen.findByLabelText(/13 Jan/);
    expect(await screen.findByText('Usual for that day: Office')).toBeInTheDocument();
    expect(theSunday).toBeEnabled();
    // A day past its cut-off cannot move.
    expect(screen.getByLabelText(/12 Jan/)).toBeDisabled();
    expect(screen.getByLabelText(/12 Jan/)).toHaveAccessibleDescription('Changes closed');
  });

  it('moves one day to another address; its usual one stays named', async () => {
    const moved = {
      ...days(true),
      result: {
        data: {
          ...days(true).result.data,
          myDayAddresses: {
            ...days(true).result.data.myDayAddresses,
            days: [day('2030-01-12', 'Default', false, HOME), day('2030-01-13', 'Day', true, HOME)],
          },
        },
      },
    };
    const user = renderWithMocks(<DayAddressesPanel />, [
      days(true),
      {
        request: { query: MoveDayAddressDocument, variables: { input: { date: '2030-01-13', addressId: HOME.id } } },
        result: { data: { moveDayAddress: { __typename: 'MyDayAddressesObject', days: [] } } },
      },
      moved,
    ]);
    const sunday = await screen.findByLabelText(/13 Jan/);
    await user.selectOptions(sunday, HOME.id);
    expect(await screen.findByText(/Delivery address changed for .*13 Jan/)).toBeInTheDocument();
    // Moved: the day shows its own address; the first option still names the weekday's usual one.
    await expect.poll(() => (sunday as HTMLSelectElement).value).toBe(HOME.id);
    expect(within(sunday).getAllByRole('option')[0]).toHaveTextContent('Usual for that day: Office');
  });

  it('reads in Arabic', async () => {
    await i18n.changeLanguage('ar');
    renderWithMocks(<DayAddressesPanel />, [days(true)]);
    expect(await screen.findByRole('heading', { name: 'عناوين التوصيل حسب اليوم' })).toBeInTheDocument();
    expect(screen.getByLabelText('الأحد')).toHaveValue(OFFICE.id);
  });
});
