import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToasts, renderWithMocks } from '../../../../test/render-with-mocks';
import { MyDeliveryAddressDocument, UpdateDeliveryAddressDocument } from '../../../../generated/graphql';
import { DeliveryAddressCard } from '../DeliveryAddressCard';

const ID = '65f0000000000000000000aa';
const SAVED = {
  __typename: 'DeliveryAddress' as const,
  area: 'Dubai Marina',
  building: 'Marina Heights Tower',
  apartment: '1204',
  city: 'Dubai',
  instructions: 'Leave with the concierge',
  formatted: 'Apt 1204, Marina Heights Tower, Dubai Marina, Dubai',
};
const me = (deliveryAddress: typeof SAVED | null) => ({ data: { me: { __typename: 'User' as const, id: ID, deliveryAddress } } });

const renderCard = (mocks: MockLink.MockedResponse[]) => renderWithMocks(<DeliveryAddressCard />, mocks);

afterEach(dismissToasts);

describe('DeliveryAddressCard', { timeout: 20_000 }, () => {
  it('asks for an address when there is none, saves it and shows it with a toast', async () => {
    const user = renderCard([
      { request: { query: MyDeliveryAddressDocument }, result: me(null) },
      {
        request: {
          query: UpdateDeliveryAddressDocument,
          variables: {
            input: {
              area: 'Dubai Marina',
              building: 'Marina Heights Tower',
              apartment: '1204',
              city: 'Dubai',
              instructions: 'Leave with the concierge',
            },
          },
        },
        result: { data: { updateDeliveryAddress: { __typename: 'User', id: ID, deliveryAddress: SAVED } } },
      },
    ]);
    expect(await screen.findByText(/You need an address before you can pay for a plan/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Area'), 'Dubai Marina');
    await user.type(screen.getByLabelText('Building / villa and street'), 'Marina Heights Tower');
    await user.type(screen.getByLabelText('Apartment / villa number (optional)'), '1204');
    await user.type(screen.getByLabelText('Delivery instructions (optional)'), 'Leave with the concierge');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Delivery address saved')).toBeInTheDocument();
    expect(await screen.findByText('Apt 1204, Marina Heights Tower, Dubai Marina, Dubai')).toBeInTheDocument();
    expect(screen.getByText('Leave with the concierge')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Delivery address' })).not.toBeInTheDocument();
  });

  it('shows the saved address; Edit opens the filled form and Cancel closes it', async () => {
    const user = renderCard([{ request: { query: MyDeliveryAddressDocument }, result: me(SAVED) }]);
    expect(await screen.findByText('Apt 1204, Marina Heights Tower, Dubai Marina, Dubai')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit address' }));
    expect(screen.getByRole('form', { name: 'Delivery address' })).toBeInTheDocument();
    expect(screen.getByLabelText('Area')).toHaveValue('Dubai Marina');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Delivery address' })).not.toBeInTheDocument();
    expect(screen.getByText('Apt 1204, Marina Heights Tower, Dubai Marina, Dubai')).toBeInTheDocument();
  });
});
