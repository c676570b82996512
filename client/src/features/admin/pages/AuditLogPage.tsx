import { useMemo } from 'react';
import { Navigate } from 'react-router-dom';
import { useSession } from '../../../lib/session';
import { DataGrid, gridBinding, useGridQuery } from '../../../components/grid';
import { AdminPage, Panel } from '../components/AdminPage';
import { FilterInput, FilterSelect, GridFilterBar } from '../components/GridFilterBar';
import { auditColumns } from '../columns/audit-grid.columns';
import { useAuditLog } from '../hooks/use-admin-operations';
import { useAdminText } from '../hooks/use-admin-text';
import { utcMidnightIso } from '../../../lib/dates';

/** Entities staff change, as stored (collection names); labels are `audit.entities.<name>`. */
const ENTITIES = [
  'plans',
  'planpromotions',
  'meals',
  'discountcodes',
  'blogs',
  'users',
  'subscriptions',
  'ambassadors',
  'contactrequests',
  'notices',
  'sitecontents',
  'delivery_slots',
] as const;

/**
 * /dashboard/audit (super_admin): every staff change, newest first, filtered by entity, id, action and
 * dates. Read only. Other staff are sent to the analytics page, as from /dashboard/admins.
 */
export default function AuditLogPage() {
  const t = useAdminText();
  const { user } = useSession();
  const isSuper = user?.role === 'SuperAdmin';
  const columns = useMemo(() => auditColumns(t), [t]);
  const grid = useGridQuery({ entity: '', entityId: '', action: '', from: '', to: '' });
  const { entity, entityId, action, from, to } = grid.filters;
  const variables = {
    page: grid.variables.page,
    limit: grid.variables.limit,
    entity: entity || undefined,
    entityId: entityId.trim() || undefined,
    action: action.trim() || undefined,
    from: from ? utcMidnightIso(from) : undefined,
    to: to ? utcMidnightIso(to, 1) : undefined,
  };
  const list = useAuditLog(variables, !isSuper);

  if (!isSuper) return <Navigate to="/dashboard/analytics" replace />;

  return (
    <AdminPage title={t('audit.title')} intro={t('audit.intro')}>
      <Panel>
        <GridFilterBar>
          <FilterSelect
            label={t('audit.entity')}
            value={entity}
            options={ENTITIES.map((value) => ({ value, label: t(`audit.entities.${value}`) }))}
            onChange={(value) => {
              grid.setFilters({ entity: value });
            }}
          />
          <FilterInput
            label={t('audit.entityId')}
            value={entityId}
            onChange={(value) => {
              grid.setFilters({ entityId: value });
            }}
          />
          <FilterInput
            label={t('audit.action')}
            value={action}
            placeholder={t('audit.actionPlaceholder')}
            onChange={(value) => {
              grid.setFilters({ action: value });
            }}
          />
          <FilterInput
            type="date"
            label={t('common.from')}
            value={from}
            onChange={(value) => {
              grid.setFilters({ from: value });
            }}
          />
          <FilterInput
            type="date"
            label={t('common.to')}
            value={to}
            onChange={(value) => {
              grid.setFilters({ to: value });
            }}
          />
        </GridFilterBar>
        <DataGrid label={t('audit.gridLabel')} searchable={false} columns={columns} {...gridBinding(grid, list, (d) => d.auditLog)} />
      </Panel>
    </AdminPage>
  );
}
