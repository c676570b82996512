import { createElement } from 'react';
import { ActionsCell, StatusPill, type GridColumn } from '../../../components/grid';
import type { CustomersQuery } from '../../../generated/graphql';

export type CustomerRow = CustomersQuery['customers']['data'][number];

const TONE = { Active: 'good', Paused: 'warn', Expired: 'neutral', Cancelled: 'bad', None: 'neutral' } as const;

/** Customers (dashboard customers): the row's View goes to /dashboard/order/user/{id}. */
export function customerColumns(onView: (row: CustomerRow) => void): GridColumn<CustomerRow>[] {
  return [
    { accessorKey: 'fullName', header: 'Name', sortKey: 'fullName', minWidth: 160 },
    { accessorKey: 'email', header: 'Email', sortKey: 'email', minWidth: 200 },
    { accessorKey: 'phoneNo', header: 'Phone', sortKey: 'phoneNo', minWidth: 150 },
    {
      accessorKey: 'planStatus', header: 'Plan status', sortKey: 'planStatus', width: 140,
      cell: (row) => createElement(StatusPill, { tone: TONE[row.planStatus] }, row.planStatus),
    },
    { accessorKey: 'createdAt', header: 'Joined', type: 'date', sortKey: 'createdAt', width: 130 },
    {
      accessorKey: 'actions', header: 'Actions', width: 110,
      cell: (row) => createElement(ActionsCell, { actions: [{ label: 'View', ariaLabel: `View ${row.fullName}`, onClick: () => onView(row) }] }),
    },
  ];
}
