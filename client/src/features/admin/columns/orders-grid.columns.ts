import { createElement } from 'react';
import { Link } from 'react-router-dom';
import { StatusPill, type GridColumn } from '../../../components/grid';
import type { AdminOrdersQuery, OrderStatus, RenewalState } from '../hooks/use-admin-operations';
import { formatAed } from '../../../lib/money';
import { durationText } from '../../../lib/order-wording';
import type { AdminT } from '../hooks/use-admin-text';

export type OrderRow = AdminOrdersQuery['adminOrders']['data'][number];

const TONE = { Paid: 'good', Cancelled: 'bad', Refunded: 'warn', PartiallyRefunded: 'warn' } as const satisfies Record<OrderStatus, string>;

/** The automatic renewal's pill: paid and scheduled are fine, a needed action or a failure want a look. */
export const RENEWAL_TONE = {
  Scheduled: 'neutral',
  Paid: 'good',
  NeedsAction: 'warn',
  Failed: 'bad',
  Off: 'neutral',
} as const satisfies Record<RenewalState, string>;

/**
 * Orders (dashboard orders): the order number links to the staff order page /dashboard/orders/{id};
 * order numbers and amounts stay left to right inside Arabic. "Renewal" is the automatic renewal of the plan the
 * order bought ("—" for an order older than automatic renewal).
 */
export function orderColumns(t: AdminT): GridColumn<OrderRow>[] {
  return [
    {
      accessorKey: 'orderNumber',
      header: t('orders.order'),
      sortKey: 'orderNumber',
      minWidth: 200,
      cell: (row) =>
        createElement(
          Link,
          { to: `/dashboard/orders/${row.id}`, dir: 'ltr', 'aria-label': t('orders.open', { number: row.orderNumber }) },
          row.orderNumber,
        ),
    },
    { accessorKey: 'customerName', header: t('orders.customer'), minWidth: 150 },
    { accessorKey: 'customerEmail', header: t('common.email'), minWidth: 200 },
    { accessorKey: 'planName', header: t('common.plan'), sortKey: 'planName', minWidth: 140 },
    { accessorKey: 'days', header: t('orders.duration'), width: 110, format: (v) => durationText(String(v)) },
    {
      accessorKey: 'orderType',
      header: t('common.type'),
      sortKey: 'orderType',
      width: 120,
      format: (v) => t(`enums.orderType.${String(v)}`, { defaultValue: String(v) }),
    },
    { accessorKey: 'total', header: t('orders.total'), sortKey: 'total', width: 130, format: (v) => formatAed(Number(v)) },
    {
      accessorKey: 'status',
      header: t('common.status'),
      sortKey: 'status',
      width: 200,
      cell: (row) => createElement(StatusPill, { tone: TONE[row.status] }, t(`enums.orderStatus.${row.status}`)),
    },
    {
      accessorKey: 'renewalState',
      header: t('orders.renewal'),
      width: 150,
      cell: (row) =>
        row.renewalState
          ? createElement(StatusPill, { tone: RENEWAL_TONE[row.renewalState] }, t(`enums.renewalState.${row.renewalState}`))
          : '—',
    },
    { accessorKey: 'createdAt', header: t('orders.placed'), type: 'date', sortKey: 'createdAt', width: 120 },
  ];
}
