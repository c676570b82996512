import type { MockLink } from '@apollo/client/testing';
import { render, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { createElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToasts, renderWithMocks } from '../../../test/render-with-mocks';
import {
  AdminOrderDocument,
  RetryRenewalDocument,
  TurnOffRenewalDocument,
  type AdminRenewalFieldsFragment,
  type RenewalState,
} from '../../../generated/graphql';
import i18n from '../../../i18n';
import { orderColumns, type OrderRow } from '../columns/orders-grid.columns';
import { adminText } from '../hooks/use-admin-text';
import OrderDetailPage from '../pages/OrderDetailPage';
import { detail } from './order-detail.fixture';

type Renewal = AdminRenewalFieldsFragment & { __typename: 'NextRenewal' };
const renewal = (state: RenewalState, more: Partial<AdminRenewalFieldsFragment> = {}): Renewal => ({
  __typename: 'NextRenewal',
  subscriptionId: 'sub1',
  autoRenew: state !== 'Off',
  state,
  chargeDate: '2026-12-17T00:00:00.000Z',
  amount: 268_660,
  attempts: 3,
  lastError: 'card_declined',
  renewalOrderId: null,
  ...more,
});
const order = (r: Renewal | null): MockLink.MockedResponse => ({
  request: { query: AdminOrderDocument, variables: { id: 'o1' } },
  result: { data: { adminOrder: { ...detail, renewal: r } } },
});

function renderPage(mocks: MockLink.MockedResponse[]) {
  return renderWithMocks(
    <MemoryRouter initialEntries={['/dashboard/orders/o1']}>
      <Routes>
        <Route path="/dashboard/orders/:id" element={<OrderDetailPage />} />
      </Routes>
    </MemoryRouter>,
    mocks,
  );
}

async function renewalPanel() {
  const heading = await screen.findByRole('heading', { name: 'Automatic renewal' });
  return heading.parentElement!.parentElement!;
}

afterEach(async () => {
  dismissToasts();
  await i18n.changeLanguage('en');
});

describe("staff order page: the plan's automatic renewal", { timeout: 20_000 }, () => {
  it('shows a failed renewal (state, charge day, amount with VAT, attempts, decline) and retries it once confirmed', async () => {
    const retried = vi.fn(() => ({ data: { retryRenewal: renewal('Paid', { attempts: 4, lastError: null, renewalOrderId: 'o2' }) } }));
    const user = renderPage([
      order(renewal('Failed')),
      { request: { query: RetryRenewalDocument, variables: { subscriptionId: 'sub1' } }, result: retried },
      order(renewal('Paid', { attempts: 4, lastError: null, renewalOrderId: 'o2' })),
    ]);
    const panel = await renewalPanel();
    expect(within(panel).getByTestId('renewal-state')).toHaveTextContent('Failed');
    expect(panel).toHaveTextContent(/Next charge.*17.*Dec.*2026/);
    expect(panel).toHaveTextContent('Amount (VAT included)AED 2,686.60');
    expect(panel).toHaveTextContent('Attempts3');
    expect(panel).toHaveTextContent('Last declinecard_declined');

    await user.click(within(panel).getByRole('button', { name: 'Retry charge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Charge the saved card again?' });
    expect(dialog).toHaveTextContent('charged AED 2,686.60 (VAT included) now');
    expect(retried).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Retry charge' }));
    expect(await screen.findByText('Charge sent. Renewal: Paid.')).toBeInTheDocument();
    expect(retried).toHaveBeenCalledTimes(1);
    expect(await within(panel).findByRole('link', { name: "Open the renewal's order" })).toHaveAttribute('href', '/dashboard/orders/o2');
    // Paid: nothing left to retry or turn off.
    expect(within(panel).queryByRole('button')).not.toBeInTheDocument();
  });

  it('turns a scheduled renewal off once confirmed, and shows the refusal when the server says no', async () => {
    const user = renderPage([
      order(renewal('Scheduled', { attempts: 0, lastError: null })),
      {
        request: { query: TurnOffRenewalDocument, variables: { subscriptionId: 'sub1' } },
        result: { errors: [new GraphQLError('The renewal is being charged: try again in a minute.')] },
      },
      {
        request: { query: TurnOffRenewalDocument, variables: { subscriptionId: 'sub1' } },
        result: { data: { turnOffRenewal: renewal('Off', { attempts: 0, lastError: null }) } },
      },
      order(renewal('Off', { attempts: 0, lastError: null })),
    ]);
    const panel = await renewalPanel();
    // Not yet charged: no retry.
    expect(within(panel).queryByRole('button', { name: 'Retry charge' })).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Turn off renewal' }));
    let dialog = await screen.findByRole('dialog', { name: "Turn off this plan's automatic renewal?" });
    await user.click(within(dialog).getByRole('button', { name: 'Turn off renewal' }));
    expect(await screen.findByText('The renewal is being charged: try again in a minute.')).toBeInTheDocument();
    dialog = screen.getByRole('dialog', { name: "Turn off this plan's automatic renewal?" });
    await user.click(within(dialog).getByRole('button', { name: 'Turn off renewal' }));
    expect(await screen.findByText('Automatic renewal is off.')).toBeInTheDocument();
    expect(await within(panel).findByText('Off')).toBeInTheDocument();
    expect(within(panel).queryByRole('button')).not.toBeInTheDocument();
  });

  it('in Arabic: the state and the buttons', async () => {
    await i18n.changeLanguage('ar');
    renderPage([order(renewal('NeedsAction', { attempts: 1, lastError: null }))]);
    const heading = await screen.findByRole('heading', { name: 'التجديد التلقائي' });
    const panel = heading.parentElement!.parentElement!;
    expect(within(panel).getByTestId('renewal-state')).toHaveTextContent('بانتظار التأكيد');
    expect(within(panel).getByRole('button', { name: 'إعادة محاولة الخصم' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'إيقاف التجديد' })).toBeInTheDocument();
  });

  it('an order without automatic renewal says so', async () => {
    renderPage([order(null)]);
    expect(await within(await renewalPanel()).findByText("This order's plan has no automatic renewal.")).toBeInTheDocument();
  });
});

describe('orders grid: the Renewal column', () => {
  const cellText = (state: RenewalState | null) => {
    const column = orderColumns(adminText as never).find((c) => c.accessorKey === 'renewalState')!;
    const { container } = render(createElement('div', null, column.cell!({ renewalState: state } as OrderRow)));
    const text = container.textContent;
    container.remove();
    return text;
  };

  it('labels every state in both languages, and "—" for an order older than automatic renewal', async () => {
    expect(orderColumns(adminText as never).find((c) => c.accessorKey === 'renewalState')!.header).toBe('Renewal');
    expect((['Scheduled', 'Paid', 'NeedsAction', 'Failed', 'Off'] as const).map(cellText)).toEqual([
      'Scheduled',
      'Paid',
      'Needs action',
      'Failed',
      'Off',
    ]);
    expect(cellText(null)).toBe('—');
    await i18n.changeLanguage('ar');
    expect((['Scheduled', 'Paid', 'NeedsAction', 'Failed', 'Off'] as const).map(cellText)).toEqual([
      'مجدول',
      'مدفوع',
      'بانتظار التأكيد',
      'فشل',
      'متوقف',
    ]);
  });
});
