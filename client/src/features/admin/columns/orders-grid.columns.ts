import { createElement } from 'react';
import { Link } from 'react-router-dom';
import { StatusPill, type GridColumn } from '../../../components/grid';
import type { AdminOrdersQuery, OrderStatus } from '../../../generated/graphql';
import { formatAed } from '../../../lib/money';

export type OrderRow = AdminOrdersQuery['adminOrders']['data'][number];

const TONE = { Paid: 'good', Cancelled: 'bad', Refunded: 'warn', PartiallyRefunded: 'warn' } as const satisfies Record<OrderStatus, string>;
/** Status words as the order pages show them. */
const STATUS_LABEL: Record<OrderStatus, string> = { Paid: 'Paid', Cancelled: 'Cancelled', Refunded: 'Refunded', PartiallyRefunded: 'Partially refunded' };

/** Orders (dashboard orders): the order number links to the staff order page /dashboard/orders/{id}. */
export const orderColumns: GridColumn<OrderRow>[] = [
  {
    accessorKey: 'orderNumber', header: 'Order', sortKey: 'orderNumber', minWidth: 170,
    cell: (row) => createElement(Link, { to: `/dashboard/orders/${row.id}`, 'aria-label': `Open order ${row.orderNumber}` }, row.orderNumber),
  },
  { accessorKey: 'customerName', header: 'Customer', minWidth: 150 },
  { accessorKey: 'customerEmail', header: 'Email', minWidth: 200 },
  { accessorKey: 'planName', header: 'Plan', sortKey: 'planName', minWidth: 140 },
  { accessorKey: 'days', header: 'Duration', width: 110 },
  { accessorKey: 'orderType', header: 'Type', sortKey: 'orderType', width: 120 },
  { accessorKey: 'total', header: 'Total', sortKey: 'total', width: 130, format: (v) => formatAed(Number(v)) },
  {
    accessorKey: 'status', header: 'Status', sortKey: 'status', width: 120,
    cell: (row) => createElement(StatusPill, { tone: TONE[row.status] }, STATUS_LABEL[row.status]),
  },
  { accessorKey: 'createdAt', header: 'Placed', type: 'date', sortKey: 'createdAt', width: 120 },
];
