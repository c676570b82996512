import { createElement } from 'react';
import { ActionsCell, StatusPill, type GridColumn } from '../../../components/grid';
import type { ContactRequestsQuery } from '../../../generated/graphql';

export type ContactRow = ContactRequestsQuery['contactRequests']['data'][number];

/** Contact and corporate requests with a Mark handled toggle. */
export function contactColumns(onToggle: (row: ContactRow) => void): GridColumn<ContactRow>[] {
  return [
    { accessorKey: 'type', header: 'Type', width: 110 },
    { accessorKey: 'name', header: 'Name', minWidth: 150 },
    { accessorKey: 'company', header: 'Company', minWidth: 140 },
    { accessorKey: 'email', header: 'Email', minWidth: 200 },
    { accessorKey: 'phone', header: 'Phone', minWidth: 140 },
    { accessorKey: 'message', header: 'Message', minWidth: 260 },
    { accessorKey: 'createdAt', header: 'Date', type: 'date', width: 120 },
    { accessorKey: 'handled', header: 'Handled', width: 110, cell: (row) => createElement(StatusPill, { tone: row.handled ? 'good' : 'warn' }, row.handled ? 'Yes' : 'No') },
    {
      accessorKey: 'actions', header: 'Actions', minWidth: 160,
      cell: (row) => createElement(ActionsCell, {
        actions: [{ label: row.handled ? 'Mark open' : 'Mark handled', ariaLabel: `${row.handled ? 'Mark open' : 'Mark handled'}: ${row.name}`, onClick: () => onToggle(row) }],
      }),
    },
  ];
}
