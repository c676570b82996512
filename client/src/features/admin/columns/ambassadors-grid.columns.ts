import { createElement } from 'react';
import { StatusPill, type GridColumn } from '../../../components/grid';
import type { AmbassadorApplicationsQuery } from '../hooks/use-admin-requests';
import type { AdminT } from '../hooks/use-admin-text';
import { actionsColumn } from './common-columns';

export type AmbassadorRow = AmbassadorApplicationsQuery['ambassadorApplications']['data'][number];
const TONE = { Approved: 'good', Pending: 'warn', Rejected: 'bad' } as const;

/** Ambassador applications (table key AmbassadorData): URLs as links, Approve / Reject. */
export function ambassadorColumns(
  t: AdminT,
  onDecide: (row: AmbassadorRow, status: 'Approved' | 'Rejected') => void,
): GridColumn<AmbassadorRow>[] {
  return [
    { accessorKey: 'fullName', header: t('common.fullName'), minWidth: 160 },
    { accessorKey: 'email', header: t('common.email'), minWidth: 200 },
    { accessorKey: 'phone', header: t('common.phone'), minWidth: 140 },
    { accessorKey: 'country', header: t('ambassadors.country'), width: 110 },
    { accessorKey: 'accountURL1', header: t('ambassadors.accountUrl', { n: 1 }), type: 'url', minWidth: 200 },
    { accessorKey: 'accountURL2', header: t('ambassadors.accountUrl', { n: 2 }), type: 'url', minWidth: 180 },
    { accessorKey: 'accountURL3', header: t('ambassadors.accountUrl', { n: 3 }), type: 'url', minWidth: 180 },
    { accessorKey: 'brief', header: t('ambassadors.brief'), minWidth: 240 },
    {
      accessorKey: 'status',
      header: t('common.status'),
      width: 120,
      cell: (row) => createElement(StatusPill, { tone: TONE[row.status] }, t(`enums.ambassadorStatus.${row.status}`)),
    },
    { accessorKey: 'createdAt', header: t('common.date'), type: 'date', width: 120 },
    actionsColumn(t, 190, (row) => [
      {
        label: t('ambassadors.approve'),
        ariaLabel: t('ambassadors.approveNamed', { name: row.fullName }),
        disabled: row.status === 'Approved',
        onClick: () => onDecide(row, 'Approved'),
      },
      {
        label: t('ambassadors.reject'),
        ariaLabel: t('ambassadors.rejectNamed', { name: row.fullName }),
        danger: true,
        disabled: row.status === 'Rejected',
        onClick: () => onDecide(row, 'Rejected'),
      },
    ]),
  ];
}
