import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { DeliveryAddress } from '../../../../lib/delivery-address';
import { CheckoutAddress } from '../CheckoutAddress';

const SAVED: DeliveryAddress = {
  area: 'Business Bay',
  building: 'Executive Towers B',
  apartment: '905',
  city: 'Dubai',
  instructions: null,
  formatted: 'Apt 905, Executive Towers B, Business Bay, Dubai',
};

function Harness({ address, onEditingChange }: { address: DeliveryAddress | null; onEditingChange: (editing: boolean) => void }) {
  const [editing, setEditing] = useState(false);
  return (
    <CheckoutAddress
      address={address}
      loading={false}
      onRetry={() => undefined}
      editing={editing}
      onEditingChange={(next) => {
        setEditing(next);
        onEditingChange(next);
      }}
    />
  );
}

function renderAddress(address: DeliveryAddress | null) {
  const onEditingChange = vi.fn();
  const user = userEvent.setup({ delay: null });
  render(
    <MockedProvider mocks={[]}>
      <Harness address={address} onEditingChange={onEditingChange} />
    </MockedProvider>,
  );
  return { user, onEditingChange };
}

describe('CheckoutAddress', { timeout: 20_000 }, () => {
  it('shows the form inline when the customer has no address, and explains why', async () => {
    const { user } = renderAddress(null);
    expect(screen.getByText(/Save your address to continue to payment/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit delivery address' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Area is required')).toBeInTheDocument();
  });

  it('shows the saved address with Edit, which opens the form filled in (Cancel closes it)', async () => {
    const { user, onEditingChange } = renderAddress(SAVED);
    expect(screen.getByText('Apt 905, Executive Towers B, Business Bay, Dubai')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit delivery address' }));
    expect(onEditingChange).toHaveBeenLastCalledWith(true);
    expect(screen.getByLabelText('Building / villa and street')).toHaveValue('Executive Towers B');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onEditingChange).toHaveBeenLastCalledWith(false);
    expect(screen.getByText('Apt 905, Executive Towers B, Business Bay, Dubai')).toBeInTheDocument();
  });
});
