import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CheckoutDeliverySlotsDocument } from '../../../../generated/graphql';
import i18n from '../../../../i18n';
import { CheckoutSlot } from '../CheckoutSlot';
import slotStyles from '../CheckoutSlot.module.css';

const slot = (id: string, label: string, startTime: string, endTime: string, labelAr: string | null = null) => ({
  labelAr,
  __typename: 'DeliverySlot' as const,
  id,
  label,
  startTime,
  endTime,
});

const SLOTS = {
  request: { query: CheckoutDeliverySlotsDocument, variables: { from: '2030-01-10', days: 1 } },
  result: {
    data: {
      deliverySlots: [slot('a', 'Morning', '07:00', '09:00'), slot('b', 'Evening', '18:00', '20:00'), slot('c', 'Lunch', '12:00', '14:00')],
      deliverySlotAvailability: [
        { __typename: 'SlotAvailabilityObject' as const, date: '2030-01-10', slotId: 'a', remaining: 4 },
        { __typename: 'SlotAvailabilityObject' as const, date: '2030-01-10', slotId: 'b', remaining: 2 },
        { __typename: 'SlotAvailabilityObject' as const, date: '2030-01-10', slotId: 'c', remaining: 0 },
      ],
      myDeliverySlots: { __typename: 'MyDeliverySlotsObject' as const, defaultSlot: { __typename: 'DeliverySlot' as const, id: 'a' } },
    },
  },
};

describe('CheckoutSlot', () => {
  beforeAll(async () => {
    await i18n.loadNamespaces('ordering');
  });

  it('shows each delivery time as a styled card around a hidden native radio, not a bare browser control', async () => {
    render(
      <MockedProvider mocks={[SLOTS]}>
        <CheckoutSlot startDate="2030-01-10" />
      </MockedProvider>,
    );
    const morning = await screen.findByRole('radio', { name: '07:00-09:00 Morning' });
    expect(morning).toBeChecked();
    expect(morning).toHaveClass(slotStyles.radio);
    expect(morning.closest('label')).toHaveClass(slotStyles.slot, slotStyles.checked);

    const evening = screen.getByRole('radio', { name: '18:00-20:00 Evening' });
    expect(evening.closest('label')).toHaveClass(slotStyles.slot);
    expect(evening.closest('label')).not.toHaveClass(slotStyles.checked);

    const full = screen.getByRole('radio', { name: '12:00-14:00 Lunch (full)' });
    expect(full).toBeDisabled();
    expect(full.closest('label')).toHaveClass(slotStyles.slot, slotStyles.unavailable);
  });
});

describe('CheckoutSlot with a full default slot', () => {
  beforeAll(async () => {
    await i18n.loadNamespaces('ordering');
  });

  it('says the usual slot is full on the first day and holds the payment until another is chosen', async () => {
    const fullDefault = {
      ...SLOTS,
      result: {
        data: {
          ...SLOTS.result.data,
          myDeliverySlots: { ...SLOTS.result.data.myDeliverySlots, defaultSlot: { __typename: 'DeliverySlot' as const, id: 'c' } },
        },
      },
    };
    const blocked = vi.fn();
    render(
      <MockedProvider mocks={[fullDefault]}>
        <CheckoutSlot startDate="2030-01-10" onBlockedChange={blocked} />
      </MockedProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your usual delivery time, 12:00-14:00 Lunch, is full on your first delivery day. Choose another time to continue.',
    );
    expect(screen.queryByText('Delivery time saved.')).not.toBeInTheDocument();
    await waitFor(() => expect(blocked).toHaveBeenLastCalledWith(true));
  });

  it('does not hold the payment when the default slot has places left', async () => {
    const blocked = vi.fn();
    render(
      <MockedProvider mocks={[SLOTS]}>
        <CheckoutSlot startDate="2030-01-10" onBlockedChange={blocked} />
      </MockedProvider>,
    );
    await screen.findByRole('radio', { name: '07:00-09:00 Morning' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(blocked).not.toHaveBeenCalledWith(true);
  });
});
