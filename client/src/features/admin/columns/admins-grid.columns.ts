import type { GridColumn } from '../../../components/grid';
import type { AdminsQuery } from '../hooks/use-admin-operations';
import type { AdminT } from '../hooks/use-admin-text';
import { actionsColumn, activeStatusColumn, toggleActiveAction } from './common-columns';

export type AdminRow = AdminsQuery['admins']['data'][number];

/** Staff accounts (super admin only). */
export function adminColumns(t: AdminT, onToggle: (row: AdminRow) => void, selfId: string | undefined): GridColumn<AdminRow>[] {
  return [
    { accessorKey: 'fullName', header: t('common.name'), minWidth: 160 },
    { accessorKey: 'email', header: t('common.email'), minWidth: 200 },
    { accessorKey: 'phoneNo', header: t('common.phone'), minWidth: 140 },
    {
      accessorKey: 'role',
      header: t('admins.role'),
      width: 130,
      format: (v) => t(v === 'SuperAdmin' ? 'enums.role.SuperAdmin' : 'enums.role.Admin'),
    },
    activeStatusColumn(t, { width: 110, sortable: false }),
    { accessorKey: 'createdAt', header: t('common.created'), type: 'date', width: 120 },
    actionsColumn(t, 140, (row) =>
      row.role === 'SuperAdmin' || row.id === selfId ? null : [toggleActiveAction(t, row.fullName, row.active, () => onToggle(row))],
    ),
  ];
}
