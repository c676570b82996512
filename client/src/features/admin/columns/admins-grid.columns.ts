import { createElement } from 'react';
import { ActionsCell, StatusPill, type GridColumn } from '../../../components/grid';
import type { AdminsQuery } from '../../../generated/graphql';

export type AdminRow = AdminsQuery['admins']['data'][number];

/** Staff accounts (super admin only). */
export function adminColumns(onToggle: (row: AdminRow) => void, selfId: string | undefined): GridColumn<AdminRow>[] {
  return [
    { accessorKey: 'fullName', header: 'Name', minWidth: 160 },
    { accessorKey: 'email', header: 'Email', minWidth: 200 },
    { accessorKey: 'phoneNo', header: 'Phone', minWidth: 140 },
    { accessorKey: 'role', header: 'Role', width: 130, format: (v) => (v === 'SuperAdmin' ? 'Super admin' : 'Admin') },
    { accessorKey: 'active', header: 'Status', width: 110, cell: (row) => createElement(StatusPill, { tone: row.active ? 'good' : 'neutral' }, row.active ? 'Active' : 'Inactive') },
    { accessorKey: 'createdAt', header: 'Created', type: 'date', width: 120 },
    {
      accessorKey: 'actions', header: 'Actions', minWidth: 140,
      cell: (row) => (row.role === 'SuperAdmin' || row.id === selfId ? null : createElement(ActionsCell, {
        actions: [row.active
          ? { label: 'Deactivate', danger: true, ariaLabel: `Deactivate ${row.fullName}`, onClick: () => onToggle(row) }
          : { label: 'Activate', ariaLabel: `Activate ${row.fullName}`, onClick: () => onToggle(row) }],
      })),
    },
  ];
}
