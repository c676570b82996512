import { createElement } from 'react';
import { ActionsCell, StatusPill, type GridColumn } from '../../../components/grid';
import type { CustomersQuery } from '../hooks/use-admin-customers';
import type { AdminT } from '../hooks/use-admin-text';

export type CustomerRow = CustomersQuery['customers']['data'][number];

const TONE = { Active: 'good', Paused: 'warn', Expired: 'neutral', Cancelled: 'bad', None: 'neutral' } as const;

/** Customers (dashboard customers): the row's View goes to /dashboard/order/user/{id}. */
export function customerColumns(t: AdminT, onView: (row: CustomerRow) => void): GridColumn<CustomerRow>[] {
  return [
    { accessorKey: 'fullName', header: t('common.name'), sortKey: 'fullName', minWidth: 150 },
    { accessorKey: 'email', header: t('common.email'), sortKey: 'email', minWidth: 200 },
    {
      accessorKey: 'phoneNo',
      header: t('common.phone'),
      sortKey: 'phoneNo',
      width: 170,
      // A closed account keeps only a placeholder (its e-mail ends in .invalid, as the customer page reads it): no phone.
      cell: (row) => (row.email.endsWith('.invalid') ? '—' : row.phoneNo),
    },
    {
      accessorKey: 'planStatus',
      header: t('customers.planStatus'),
      sortKey: 'planStatus',
      width: 130,
      cell: (row) => createElement(StatusPill, { tone: TONE[row.planStatus] }, t(`enums.planStatus.${row.planStatus}`)),
    },
    { accessorKey: 'createdAt', header: t('common.joined'), type: 'date', sortKey: 'createdAt', width: 130 },
    {
      accessorKey: 'actions',
      header: t('common.actions'),
      width: 100,
      cell: (row) =>
        createElement(ActionsCell, {
          actions: [{ label: t('common.view'), ariaLabel: t('common.viewNamed', { name: row.fullName }), onClick: () => onView(row) }],
        }),
    },
  ];
}
