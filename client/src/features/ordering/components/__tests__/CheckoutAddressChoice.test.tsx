import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dismissToasts, renderWithMocks } from '../../../../test/render-with-mocks';
import { CheckoutAddressesDocument, ChooseCheckoutAddressDocument, MyDeliveryAddressDocument } from '../../../../generated/graphql';
import i18n from '../../../../i18n';
import { CheckoutAddressChoice } from '../CheckoutAddressChoice';

const HOME = { __typename: 'BookAddress' as const, id: '65f0000000000000000000a1', label: 'Home', isDefault: true };
const OFFICE = { __typename: 'BookAddress' as const, id: '65f0000000000000000000a2', label: 'Office', isDefault: false };
const book = (addresses: (typeof HOME)[]) => ({
  request: { query: CheckoutAddressesDocument },
  result: { data: { myAddresses: addresses } },
});

afterEach(async () => {
  dismissToasts();
  await i18n.changeLanguage('en');
});
beforeAll(async () => {
  await i18n.loadNamespaces('ordering');
});

describe('CheckoutAddressChoice', { timeout: 20_000 }, () => {
  it('lets a customer with several addresses pick the one checkout delivers to', async () => {
    const user = renderWithMocks(<CheckoutAddressChoice />, [
      book([HOME, OFFICE]),
      {
        request: { query: ChooseCheckoutAddressDocument, variables: { id: OFFICE.id } },
        result: {
          data: {
            setDefaultAddress: [
              { ...HOME, isDefault: false },
              { ...OFFICE, isDefault: true },
            ],
          },
        },
      },
      { request: { query: MyDeliveryAddressDocument }, result: { data: { me: { __typename: 'User', id: 'u', deliveryAddress: null } } } },
    ]);
    const choice = await screen.findByLabelText('Deliver to');
    expect(choice).toHaveValue(HOME.id);
    expect(choice).toHaveAccessibleDescription('Your default address: every day without an address of its own goes there.');
    await user.selectOptions(choice, OFFICE.id);
    expect(await screen.findByText('Delivering to Office.')).toBeInTheDocument();
    expect(choice).toHaveValue(OFFICE.id);
  });

  it('names the suggested labels in Arabic', async () => {
    await i18n.changeLanguage('ar');
    renderWithMocks(<CheckoutAddressChoice />, [book([HOME, OFFICE])]);
    const choice = await screen.findByLabelText('التوصيل إلى');
    expect(screen.getByRole('option', { name: 'المنزل' })).toBeInTheDocument();
    expect(choice).toHaveValue(HOME.id);
  });
});
