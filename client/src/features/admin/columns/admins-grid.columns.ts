import { createElement } from 'react';
import { ActionsCell, StatusPill, type GridColumn } from '../../../components/grid';
import type { AdminsQuery } from '../hooks/use-admin-operations';
import type { AdminT } from '../hooks/use-admin-text';

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
    {
      accessorKey: 'active',
      header: t('common.status'),
      width: 110,
      cell: (row) =>
        createElement(StatusPill, { tone: row.active ? 'good' : 'neutral' }, row.active ? t('common.active') : t('common.inactive')),
    },
    { accessorKey: 'createdAt', header: t('common.created'), type: 'date', width: 120 },
    {
      accessorKey: 'actions',
      header: t('common.actions'),
      minWidth: 140,
      cell: (row) =>
        row.role === 'SuperAdmin' || row.id === selfId
          ? null
          : createElement(ActionsCell, {
              actions: [
                row.active
                  ? {
                      label: t('common.deactivate'),
                      danger: true,
                      ariaLabel: t('common.deactivateNamed', { name: row.fullName }),
                      onClick: () => onToggle(row),
                    }
                  : {
                      label: t('common.activate'),
                      ariaLabel: t('common.activateNamed', { name: row.fullName }),
                      onClick: () => onToggle(row),
                    },
              ],
            }),
    },
  ];
}
