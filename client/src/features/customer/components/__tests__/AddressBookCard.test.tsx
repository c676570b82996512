import { screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dismissToasts, renderWithMocks } from '../../../../test/render-with-mocks';
import {
  AddAddressDocument,
  DeleteAddressDocument,
  MyAddressesDocument,
  MyDayAddressesDocument,
  MyDeliveryAddressDocument,
} from '../../../../generated/graphql';
import i18n from '../../../../i18n';
import { AddressBookCard } from '../AddressBookCard';

const entry = (id: string, label: string, isDefault: boolean, building: string) => ({
  __typename: 'BookAddress' as const,
  id,
  label,
  isDefault,
  area: 'Business Bay',
  building,
  apartment: null,
  city: 'Dubai',
  instructions: null,
  formatted: `${building}, Business Bay, Dubai`,
});
const HOME = entry('65f0000000000000000000a1', 'Home', true, 'Marina Heights Tower');
const OFFICE = entry('65f0000000000000000000a2', 'Office', false, 'Bay Square 5');
const book = (addresses: ReturnType<typeof entry>[]) => ({
  request: { query: MyAddressesDocument },
  result: { data: { myAddresses: addresses } },
});
// What the mutations fetch again afterwards (the days and the single address are not on this card).
const refetched = [
  {
    request: { query: MyDayAddressesDocument },
    result: { data: { myAddresses: [], myDayAddresses: { __typename: 'MyDayAddressesObject', weekdayRules: [], days: [] } } },
  },
  { request: { query: MyDeliveryAddressDocument }, result: { data: { me: { __typename: 'User', id: 'u', deliveryAddress: null } } } },
];

afterEach(async () => {
  dismissToasts();
  await i18n.changeLanguage('en');
});
beforeAll(async () => {
  await i18n.loadNamespaces('customer');
});

describe('AddressBookCard', { timeout: 20_000 }, () => {
  it('lists the addresses with the default marked, and adds an office with the label typed', async () => {
    const user = renderWithMocks(<AddressBookCard />, [
      book([HOME]),
      {
        request: {
          query: AddAddressDocument,
          variables: {
            input: { label: 'Office', area: 'Business Bay', building: 'Bay Square 5', apartment: null, city: 'Dubai', instructions: null },
          },
        },
        result: { data: { addAddress: [HOME, OFFICE] } },
      },
      book([HOME, OFFICE]),
      ...refetched,
    ]);
    const home = (await screen.findByRole('heading', { name: /Home/ })).closest('li')!;
    expect(within(home).getByText('Default')).toBeInTheDocument();
    expect(within(home).queryByRole('button', { name: 'Delete Home' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add an address' }));
    const form = screen.getByRole('form', { name: 'Delivery address' });
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(await within(form).findByText('Label is required')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Label'), 'Office');
    await user.type(within(form).getByLabelText('Area'), 'Business Bay');
    await user.type(within(form).getByLabelText('Building / villa and street'), 'Bay Square 5');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Address added')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Office' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Make Office the default' })).toBeInTheDocument();
  });

  it('asks where the days go when upcoming deliveries use the address, then moves them and deletes it', async () => {
    const user = renderWithMocks(<AddressBookCard />, [
      book([HOME, OFFICE]),
      {
        request: { query: DeleteAddressDocument, variables: { id: OFFICE.id, moveDaysTo: null } },
        result: {
          errors: [
            new GraphQLError('Upcoming deliveries use this address. Choose where they go instead.', {
              extensions: { code: 'ADDRESS_IN_USE' },
            }),
          ],
        },
      },
      {
        request: { query: DeleteAddressDocument, variables: { id: OFFICE.id, moveDaysTo: HOME.id } },
        result: { data: { deleteAddress: [HOME] } },
      },
      book([HOME]),
      ...refetched,
    ]);
    await user.click(await screen.findByRole('button', { name: 'Delete Office' }));
    const question = await screen.findByRole('group', { name: 'Upcoming deliveries use Office. Where should they go instead?' });
    expect(within(question).getByLabelText('Deliver those days to')).toHaveValue(HOME.id);
    await user.click(within(question).getByRole('button', { name: 'Move them and delete' }));
    expect(await screen.findByText('Address deleted')).toBeInTheDocument();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('shows the suggested labels in Arabic', async () => {
    await i18n.changeLanguage('ar');
    renderWithMocks(<AddressBookCard />, [book([HOME, OFFICE])]);
    expect(await screen.findByRole('heading', { name: /المنزل/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'المكتب' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'عناوين التوصيل' })).toBeInTheDocument();
  });
});
