import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CustomerAddressBookDocument } from '../../../generated/graphql';
import i18n from '../../../i18n';
import { CustomerAddressesPanel } from '../components/CustomerAddressesPanel';

const address = (
  id: string,
  label: string,
  isDefault: boolean,
  parts: { apartment: string; building: string; area: string },
  instructions: string | null,
) => ({
  __typename: 'BookAddress' as const,
  id,
  label,
  isDefault,
  ...parts,
  city: 'Dubai',
  instructions,
  formatted: `${parts.apartment}, ${parts.building}, ${parts.area}, Dubai`,
});

const HOME = address('h', 'Home', true, { apartment: '1204', building: 'Marina Heights Tower', area: 'Dubai Marina' }, 'Ring twice');
const OFFICE = address('o', 'Office', false, { apartment: 'Office 310', building: 'Bay Square 5', area: 'Business Bay' }, null);
const GYM = address('g', 'Gym locker', false, { apartment: 'Locker 7', building: 'Fit Hub', area: 'Al Barsha' }, null);

const rule = (weekday: number, a: { id: string; label: string }) => ({
  __typename: 'WeekdayAddress' as const,
  weekday,
  address: { __typename: 'BookAddress' as const, id: a.id, label: a.label },
});

function book(addresses: (typeof HOME)[], rules: ReturnType<typeof rule>[]) {
  return {
    request: { query: CustomerAddressBookDocument, variables: { userId: 'u1' } },
    result: {
      data: {
        customerAddresses: addresses,
        customerDayAddresses: { __typename: 'MyDayAddresses' as const, weekdayRules: rules },
      },
    },
  };
}

const items = (name: string) => Array.from(screen.getByRole('list', { name }).querySelectorAll('li'), (li) => li.textContent);

describe('CustomerAddressesPanel', () => {
  beforeAll(async () => {
    await i18n.loadNamespaces(['admin', 'common']);
  });
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it("lists the customer's addresses with their labels, the default marked, and the weekday rules from Monday", async () => {
    render(
      <MockedProvider mocks={[book([HOME, OFFICE, GYM], [rule(0, OFFICE), rule(3, GYM), rule(1, OFFICE)])]}>
        <CustomerAddressesPanel customerId="u1" />
      </MockedProvider>,
    );
    await screen.findByRole('list', { name: 'Address book' });
    expect(screen.getByRole('heading', { name: 'Delivery addresses' })).toBeInTheDocument();
    expect(items('Address book')).toEqual([
      'Home · Default: 1204, Marina Heights Tower, Dubai Marina, Dubai · Instructions: Ring twice',
      'Office: Office 310, Bay Square 5, Business Bay, Dubai',
      'Gym locker: Locker 7, Fit Hub, Al Barsha, Dubai',
    ]);
    expect(items('Usual address by weekday')).toEqual(['Every Monday: Office', 'Every Wednesday: Gym locker', 'Every Sunday: Office']);
  });

  it('says every day goes to the default when there is no rule, and says so when the book is empty', async () => {
    const first = render(
      <MockedProvider mocks={[book([HOME], [])]}>
        <CustomerAddressesPanel customerId="u1" />
      </MockedProvider>,
    );
    expect(await screen.findByText('Every day goes to the default address.')).toBeInTheDocument();
    first.unmount();

    render(
      <MockedProvider mocks={[book([], [])]}>
        <CustomerAddressesPanel customerId="u1" />
      </MockedProvider>,
    );
    expect(await screen.findByText('No addresses yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('reads in Arabic: the suggested labels, the default, the weekdays and the emirate in Arabic; typed labels as typed', async () => {
    await i18n.changeLanguage('ar');
    render(
      <MockedProvider mocks={[book([HOME, OFFICE, GYM], [rule(0, OFFICE), rule(3, GYM)])]}>
        <CustomerAddressesPanel customerId="u1" />
      </MockedProvider>,
    );
    await screen.findByRole('list', { name: 'دفتر العناوين' });
    expect(screen.getByRole('heading', { name: 'عناوين التوصيل' })).toBeInTheDocument();
    const [home, office] = items('دفتر العناوين');
    expect(home).toMatch(/^المنزل · الافتراضي: /);
    expect(home).toContain('دبي');
    expect(office).toMatch(/^المكتب: /);
    expect(items('العنوان المعتاد حسب يوم الأسبوع')).toEqual(['أيام الأربعاء: Gym locker', 'أيام الأحد: المكتب']);
  });
});
