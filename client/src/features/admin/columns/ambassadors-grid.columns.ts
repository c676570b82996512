import { createElement } from 'react';
import { ActionsCell, StatusPill, type GridColumn } from '../../../components/grid';
import type { AmbassadorApplicationsQuery } from '../../../generated/graphql';

export type AmbassadorRow = AmbassadorApplicationsQuery['ambassadorApplications']['data'][number];
const TONE = { Approved: 'good', Pending: 'warn', Rejected: 'bad' } as const;

/** Ambassador applications (table key AmbassadorData): URLs as links, Approve / Reject. */
export function ambassadorColumns(onDecide: (row: AmbassadorRow, status: 'Approved' | 'Rejected') => void): GridColumn<AmbassadorRow>[] {
  return [
    { accessorKey: 'fullName', header: 'Full name', minWidth: 160 },
    { accessorKey: 'email', header: 'Email', minWidth: 200 },
    { accessorKey: 'phone', header: 'Phone', minWidth: 140 },
    { accessorKey: 'country', header: 'Country', width: 110 },
    { accessorKey: 'accountURL1', header: 'Account URL 1', type: 'url', minWidth: 200 },
    { accessorKey: 'accountURL2', header: 'Account URL 2', type: 'url', minWidth: 180 },
    { accessorKey: 'accountURL3', header: 'Account URL 3', type: 'url', minWidth: 180 },
    { accessorKey: 'brief', header: 'Brief', minWidth: 240 },
    { accessorKey: 'status', header: 'Status', width: 120, cell: (row) => createElement(StatusPill, { tone: TONE[row.status] }, row.status) },
    { accessorKey: 'createdAt', header: 'Date', type: 'date', width: 120 },
    {
      accessorKey: 'actions', header: 'Actions', minWidth: 190,
      cell: (row) => createElement(ActionsCell, {
        actions: [
          { label: 'Approve', ariaLabel: `Approve ${row.fullName}`, disabled: row.status === 'Approved', onClick: () => onDecide(row, 'Approved') },
          { label: 'Reject', ariaLabel: `Reject ${row.fullName}`, danger: true, disabled: row.status === 'Rejected', onClick: () => onDecide(row, 'Rejected') },
        ],
      }),
    },
  ];
}
