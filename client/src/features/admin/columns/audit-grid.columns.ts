import type { GridColumn } from '../../../components/grid';
import type { AuditLogQuery } from '../../../generated/graphql';

export type AuditRow = AuditLogQuery['auditLog']['data'][number];

/** "price: 100 → 120; active: true → false" from the entry's before/after JSON. */
export function describeChange(row: Pick<AuditRow, 'before' | 'after'>): string {
  const before = row.before ? (JSON.parse(row.before) as Record<string, unknown>) : null;
  const after = row.after ? (JSON.parse(row.after) as Record<string, unknown>) : null;
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const show = (v: unknown) => (v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v));
  if (!before && after) return `created: ${keys.map((k) => `${k}: ${show(after[k])}`).join('; ')}`;
  if (before && !after) return `deleted: ${keys.map((k) => `${k}: ${show(before[k])}`).join('; ')}`;
  return keys.map((k) => `${k}: ${show(before?.[k])} → ${show(after?.[k])}`).join('; ');
}

/** The audit log (super_admin): newest first; the change column summarises the changed fields. */
export const auditColumns: GridColumn<AuditRow>[] = [
  { accessorKey: 'createdAt', header: 'When', width: 180, format: (v) => new Date(String(v)).toISOString().replace('T', ' ').slice(0, 19) },
  { accessorKey: 'actorEmail', header: 'Who', minWidth: 190 },
  { accessorKey: 'actorRole', header: 'Role', width: 120 },
  { accessorKey: 'action', header: 'Action', minWidth: 170 },
  { accessorKey: 'entity', header: 'Entity', width: 140, format: (v) => (v ? String(v) : '—') },
  { accessorKey: 'entityId', header: 'Id', minWidth: 200, format: (v) => (v ? String(v) : '—') },
  { accessorKey: 'change', header: 'Change', minWidth: 280, format: (_v, row) => describeChange(row) },
  { accessorKey: 'ip', header: 'IP', width: 130, format: (v) => (v ? String(v) : '—') },
];
