import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { ToastContainer } from 'react-toastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import fieldStyles from '../../../../components/form/Field.module.css';
import { MyDeliverySlotsDocument, SetUsualDeliverySlotDocument } from '../../../../generated/graphql';
import i18n from '../../../../i18n';
import { DeliverySlotsPanel } from '../DeliverySlotsPanel';

const slot = (id: string, label: string, labelAr: string | null, startTime: string, endTime: string) => ({
  __typename: 'DeliverySlot' as const,
  id,
  label,
  labelAr,
  startTime,
  endTime,
});
const MORNING = slot('a', 'Morning', 'الصباح', '07:00', '09:00');
const EVENING = slot('b', 'Evening', null, '18:00', '20:00');

const MINE = {
  request: { query: MyDeliverySlotsDocument },
  result: {
    data: {
      deliverySlots: [MORNING, EVENING],
      myDeliverySlots: {
        __typename: 'MyDeliverySlotsObject' as const,
        defaultSlot: MORNING,
        days: [
          { __typename: 'MySlotDayObject' as const, date: '2030-01-10', changeable: false, slot: MORNING },
          { __typename: 'MySlotDayObject' as const, date: '2030-01-11', changeable: true, slot: EVENING },
        ],
      },
    },
  },
};

describe('DeliverySlotsPanel', () => {
  beforeAll(async () => {
    await i18n.loadNamespaces('customer');
  });

  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('gives each day a select with the look of the other form fields', async () => {
    render(
      <MockedProvider mocks={[MINE]}>
        <DeliverySlotsPanel />
      </MockedProvider>,
    );
    const selects = await screen.findAllByRole('combobox');
    expect(selects).toHaveLength(3);
    for (const select of selects) expect(select).toHaveClass(fieldStyles.input, fieldStyles.select);
    // The usual time for the whole plan first, then each day.
    expect(screen.getByLabelText('Usual time for every day')).toBe(selects[0]);
    expect(selects[0]).toHaveValue('a');
    expect(selects[1]).toBeDisabled();
    expect(selects[1]).toHaveAccessibleDescription('Changes closed');
    expect(selects[2]).toHaveValue('b');
  });

  it('names the slots in Arabic for Arabic readers where staff gave an Arabic name, in English otherwise', async () => {
    await i18n.loadLanguages('ar');
    await i18n.changeLanguage('ar');
    render(
      <MockedProvider mocks={[MINE]}>
        <DeliverySlotsPanel />
      </MockedProvider>,
    );
    const selects = await screen.findAllByRole('combobox');
    expect([...selects[2].querySelectorAll('option')].map((o) => o.textContent)).toEqual(['07:00-09:00 الصباح', '18:00-20:00 Evening']);
    expect(screen.getByLabelText('فترة التوصيل المعتادة لكل الأيام')).toHaveValue('a');
  });

  it('sends a new usual time for the whole plan and says it is saved', async () => {
    let sent: string | null = null;
    const SET = {
      request: { query: SetUsualDeliverySlotDocument, variables: { slotId: 'b' } },
      result: () => {
        sent = 'b';
        return { data: { setDefaultDeliverySlot: { ...MINE.result.data.myDeliverySlots, defaultSlot: EVENING } } };
      },
    };
    render(
      <>
        <MockedProvider mocks={[MINE, SET, MINE]}>
          <DeliverySlotsPanel />
        </MockedProvider>
        <ToastContainer />
      </>,
    );
    const usual = await screen.findByLabelText('Usual time for every day');
    fireEvent.change(usual, { target: { value: 'b' } });
    expect(await screen.findByText('Usual delivery time saved.')).toBeInTheDocument();
    expect(sent).toBe('b');
  });
});
