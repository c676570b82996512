import type { GridColumn } from '../../../components/grid';
import type { AuditLogQuery } from '../hooks/use-admin-operations';
import type { AdminT } from '../hooks/use-admin-text';
import { formatDateTimeDubai } from '../../../lib/dates';

export type AuditRow = AuditLogQuery['auditLog']['data'][number];

/**
 * "price: 100 → 120; active: true → false" from the entry's before/after JSON. Field names and values stay
 * as stored (they are the data's own words); only "created" / "deleted" are translated.
 */
export function describeChange(row: Pick<AuditRow, 'before' | 'after'>, t?: AdminT): string {
  const before = row.before ? (JSON.parse(row.before) as Record<string, unknown>) : null;
  const after = row.after ? (JSON.parse(row.after) as Record<string, unknown>) : null;
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const show = (v: unknown) => (v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v));
  const word = (key: 'created' | 'deleted', fields: string) => (t ? t(`audit.${key}`, { fields }) : `${key}: ${fields}`);
  if (!before && after) return word('created', keys.map((k) => `${k}: ${show(after[k])}`).join('; '));
  if (before && !after) return word('deleted', keys.map((k) => `${k}: ${show(before[k])}`).join('; '));
  return keys.map((k) => `${k}: ${show(before?.[k])} → ${show(after?.[k])}`).join('; ');
}

/**
 * The audit log (super_admin): newest first; the change column summarises the changed fields (a long summary ends
 * in an ellipsis, the whole of it as tooltip; the ids likewise). Eight columns do not fit 1280 px: the grid scrolls
 * sideways, the fixed columns keep their whole text.
 */
export function auditColumns(t: AdminT): GridColumn<AuditRow>[] {
  return [
    { accessorKey: 'createdAt', header: t('audit.when'), width: 190, format: (v) => formatDateTimeDubai(String(v)) },
    { accessorKey: 'actorEmail', header: t('audit.who'), minWidth: 170 },
    { accessorKey: 'actorRole', header: t('audit.role'), width: 136 },
    { accessorKey: 'action', header: t('audit.action'), minWidth: 170 },
    { accessorKey: 'entity', header: t('audit.entity'), width: 140, format: (v) => (typeof v === 'string' && v ? v : '—') },
    { accessorKey: 'entityId', header: t('audit.id'), minWidth: 120, format: (v) => (typeof v === 'string' && v ? v : '—') },
    { accessorKey: 'change', header: t('audit.change'), minWidth: 240, format: (_v, row) => describeChange(row, t) },
    { accessorKey: 'ip', header: t('audit.ip'), width: 130, format: (v) => (typeof v === 'string' && v ? v : '—') },
  ];
}
