import { useMemo } from 'react';
import { DataGrid, useGridQuery } from '../../../components/grid';
import { AdminPage, Panel } from '../components/AdminPage';
import styles from '../components/AdminPage.module.css';
import { auditColumns } from '../columns/audit-grid.columns';
import { useAuditLog } from '../hooks/use-admin-operations';
import { useAdminText } from '../hooks/use-admin-text';
import { utcMidnightIso } from '../../../lib/dates';

/** Entities staff change, as stored (collection names); labels are `audit.entities.<name>`. */
const ENTITIES = [
  'plans', 'planpromotions', 'meals', 'discountcodes', 'blogs', 'users', 'subscriptions', 'ambassadors',
  'contactrequests', 'notices', 'sitecontents', 'delivery_slots',
] as const;

/** /dashboard/audit (super_admin): every staff change, newest first, filtered by entity, id, action and dates. Read only. */
export default function AuditLogPage() {
  const t = useAdminText();
  const columns = useMemo(() => auditColumns(t), [t]);
  const grid = useGridQuery({ entity: '', entityId: '', action: '', from: '', to: '' });
  const { entity, entityId, action, from, to } = grid.filters;
  const variables = {
    page: grid.variables.page, limit: grid.variables.limit,
    entity: entity || undefined, entityId: entityId.trim() || undefined, action: action.trim() || undefined,
    from: from ? utcMidnightIso(from) : undefined, to: to ? utcMidnightIso(to, 1) : undefined,
  };
  const { data, previousData, loading, error } = useAuditLog(variables);

  return (
    <AdminPage title={t('audit.title')} intro={t('audit.intro')}>
      <Panel>
        <div className={styles.filters} role="group" aria-label={t('common.filters')}>
          <label>
            <span className={styles.muted}>{t('audit.entity')} </span>
            <select className={styles.selectInline} value={entity} onChange={(e) => grid.setFilters({ entity: e.target.value })}>
              <option value="">{t('common.all')}</option>
              {ENTITIES.map((value) => <option key={value} value={value}>{t(`audit.entities.${value}`)}</option>)}
            </select>
          </label>
          <label>
            <span className={styles.muted}>{t('audit.entityId')} </span>
            <input className={styles.selectInline} value={entityId} onChange={(e) => grid.setFilters({ entityId: e.target.value })} />
          </label>
          <label>
            <span className={styles.muted}>{t('audit.action')} </span>
            <input className={styles.selectInline} value={action} placeholder={t('audit.actionPlaceholder')} onChange={(e) => grid.setFilters({ action: e.target.value })} />
          </label>
          <label>
            <span className={styles.muted}>{t('common.from')} </span>
            <input type="date" className={styles.selectInline} value={from} onChange={(e) => grid.setFilters({ from: e.target.value })} />
          </label>
          <label>
            <span className={styles.muted}>{t('common.to')} </span>
            <input type="date" className={styles.selectInline} value={to} onChange={(e) => grid.setFilters({ to: e.target.value })} />
          </label>
        </div>
        <DataGrid
          label={t('audit.gridLabel')}
          searchable={false}
          columns={columns}
          result={(data ?? previousData)?.auditLog}
          loading={loading}
          error={error}
          query={grid.query} onQueryChange={grid.setQuery}
          getRowId={(row) => row.id}
        />
      </Panel>
    </AdminPage>
  );
}
