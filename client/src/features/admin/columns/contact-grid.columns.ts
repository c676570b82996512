import { createElement } from 'react';
import { StatusPill, type GridColumn } from '../../../components/grid';
import type { ContactRequestsQuery } from '../hooks/use-admin-requests';
import type { AdminT } from '../hooks/use-admin-text';
import { actionsColumn } from './common-columns';

export type ContactRow = ContactRequestsQuery['contactRequests']['data'][number];

/** Contact and corporate requests with a Mark handled toggle. */
export function contactColumns(t: AdminT, onToggle: (row: ContactRow) => void): GridColumn<ContactRow>[] {
  return [
    {
      accessorKey: 'type',
      header: t('common.type'),
      width: 110,
      format: (v) => t(`enums.contactType.${String(v)}`, { defaultValue: String(v) }),
    },
    { accessorKey: 'name', header: t('common.name'), minWidth: 150 },
    { accessorKey: 'company', header: t('contact.company'), minWidth: 140 },
    { accessorKey: 'email', header: t('common.email'), minWidth: 200 },
    { accessorKey: 'phone', header: t('common.phone'), minWidth: 140 },
    { accessorKey: 'message', header: t('common.message'), minWidth: 260 },
    { accessorKey: 'createdAt', header: t('common.date'), type: 'date', width: 120 },
    {
      accessorKey: 'handled',
      header: t('contact.handled'),
      width: 110,
      cell: (row) => createElement(StatusPill, { tone: row.handled ? 'good' : 'warn' }, row.handled ? t('common.yes') : t('common.no')),
    },
    actionsColumn(t, 160, (row) => [
      {
        label: row.handled ? t('contact.markOpen') : t('contact.markHandled'),
        ariaLabel: t(row.handled ? 'contact.markOpenNamed' : 'contact.markHandledNamed', { name: row.name }),
        onClick: () => onToggle(row),
      },
    ]),
  ];
}
