import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dismissToasts, renderWithMocks } from '../../../../test/render-with-mocks';
import { MyDayAddressesDocument, SetWeekdayAddressDocument } from '../../../../generated/graphql';
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

  it('reads in Arabic', async () => {
    await i18n.changeLanguage('ar');
    renderWithMocks(<DayAddressesPanel />, [days(true)]);
    expect(await screen.findByRole('heading', { name: 'عناوين التوصيل حسب اليوم' })).toBeInTheDocument();
    expect(screen.getByLabelText('الأحد')).toHaveValue(OFFICE.id);
  });
});
