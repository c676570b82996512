import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AdminDeliverySlotsDocument,
  AdminSlotBookingsDocument,
  CreateDeliverySlotDocument,
  KitchenHolidaysDocument,
  KitchenManifestDocument,
  KitchenProductionDocument,
} from '../../../generated/graphql';
import i18n from '../../../i18n';
import DeliverySlotsPage from '../pages/DeliverySlotsPage';
import KitchenPage from '../pages/KitchenPage';

const any = { variables: () => true } as const;

/** The closed days the slots screen lists under the slots. */
const holidays = {
  request: { query: KitchenHolidaysDocument },
  result: {
    data: {
      kitchenHolidays: [{ __typename: 'KitchenHoliday' as const, date: '2030-12-02', name: 'UAE National Day', nameAr: 'اليوم الوطني' }],
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const production = {
  request: { query: KitchenProductionDocument, ...any },
  result: { data: { kitchenProduction: { __typename: 'KitchenProduction' as const, date: '2030-01-10', totalMeals: 0, categories: [] } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const stop = (userId: string, customerName: string, slot: string | null) => ({
  __typename: 'ManifestStop' as const,
  userId,
  customerName,
  phoneNo: '+971501234567',
  address: 'Villa 1, Al Warqa',
  instructions: null,
  slot,
  meals: [],
});

const manifest = {
  request: { query: KitchenManifestDocument, ...any },
  result: {
    data: {
      kitchenManifest: {
        __typename: 'KitchenManifest' as const,
        date: '2030-01-10',
        totalMeals: 0,
        stops: [stop('u1', 'Amal', '07:00-09:00 Morning'), stop('u2', 'Omar', null)],
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const slot = (id: string, label: string, startTime: string, endTime: string, capacity: number, active: boolean) => ({
  __typename: 'DeliverySlot' as const,
  id,
  label,
  startTime,
  endTime,
  capacity,
  active,
});

const slots = {
  request: { query: AdminDeliverySlotsDocument },
  result: {
    data: {
      adminDeliverySlots: [slot('a', 'Morning', '07:00', '09:00', 20, true), slot('b', 'Late', '21:00', '23:00', 5, false)],
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const bookings = {
  request: { query: AdminSlotBookingsDocument, ...any },
  result: {
    data: {
      deliverySlotAvailability: [{ __typename: 'SlotAvailabilityObject' as const, date: '2030-01-10', slotId: 'a', booked: 12 }],
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

describe('delivery screens for staff', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en');
    await i18n.loadNamespaces('admin');
  });

  it('the on-screen kitchen manifest has a delivery slot column, "Unassigned" where no slot is booked', async () => {
    render(
      <MockedProvider mocks={[production, manifest]}>
        <MemoryRouter>
          <KitchenPage />
        </MemoryRouter>
      </MockedProvider>,
    );
    const table = await screen.findByRole('table', { name: 'Deliveries per customer' });
    expect(within(table).getAllByRole('columnheader')[0]).toHaveTextContent('Delivery slot');
    const [, amal, omar] = within(table).getAllByRole('row');
    expect(within(amal).getAllByRole('cell')[0]).toHaveTextContent('07:00-09:00 Morning');
    expect(within(omar).getAllByRole('cell')[0]).toHaveTextContent('Unassigned');
  });

  it('the slots screen shows how many places are booked in each slot on the chosen day', async () => {
    render(
      <MockedProvider mocks={[slots, bookings, holidays]}>
        <MemoryRouter>
          <DeliverySlotsPage />
        </MemoryRouter>
      </MockedProvider>,
    );
    expect(await screen.findByLabelText('Bookings on')).toBeInTheDocument();
    // The slots' table (the closed days have their own, named one).
    const table = (await screen.findByRole('columnheader', { name: 'Booked' })).closest('table')!;
    const morning = (await within(table).findByText('12 / 20')).closest('tr')!;
    expect(morning).toHaveTextContent('Morning');
    const late = within(table).getByText('Late').closest('tr')!;
    expect(late).toHaveTextContent('—');
  });

  it('reads the bookings again when a slot is added, so the new slot has its count at once', async () => {
    const once = <T,>(mock: T) => ({ ...mock, maxUsageCount: 1 });
    const evening = slot('c', 'Evening', '18:00', '20:00', 10, true);
    const slotsAfter = { ...slots, result: { data: { adminDeliverySlots: [...slots.result.data.adminDeliverySlots, evening] } } };
    const bookingsAfter = {
      ...bookings,
      result: {
        data: {
          deliverySlotAvailability: [
            ...bookings.result.data.deliverySlotAvailability,
            { __typename: 'SlotAvailabilityObject' as const, date: '2030-01-10', slotId: 'c', booked: 0 },
          ],
        },
      },
    };
    const create = {
      request: { query: CreateDeliverySlotDocument, ...any },
      result: { data: { createDeliverySlot: evening } },
    };
    render(
      <MockedProvider mocks={[once(slots), once(bookings), create, slotsAfter, bookingsAfter, holidays]}>
        <MemoryRouter>
          <DeliverySlotsPage />
        </MemoryRouter>
      </MockedProvider>,
    );
    await screen.findByText('12 / 20');
    fireEvent.change(screen.getByPlaceholderText('Morning'), { target: { value: 'Evening' } });
    fireEvent.change(screen.getByLabelText('Start'), { target: { value: '18:00' } });
    fireEvent.change(screen.getByLabelText('End'), { target: { value: '20:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add slot' }));
    expect(await screen.findByText('0 / 10')).toBeInTheDocument();
  });

  it('lists the days the kitchen is closed, each with Open again, and asks for the day and name before closing one', async () => {
    render(
      <MockedProvider mocks={[slots, bookings, holidays]}>
        <MemoryRouter>
          <DeliverySlotsPage />
        </MemoryRouter>
      </MockedProvider>,
    );
    const panel = (await screen.findByText('UAE National Day')).closest('section')!;
    expect(within(panel).getByText('اليوم الوطني')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Open again' })).toBeInTheDocument();
    fireEvent.click(within(panel).getByRole('button', { name: 'Close this day' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent("Choose the day and enter the holiday's name.");
  });
});
