import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { DataGrid } from '../../../components/grid';
import { AuditLogDocument } from '../../../generated/graphql';
import { AdminPage, Panel } from '../components/AdminPage';
import styles from '../components/AdminPage.module.css';
import { auditColumns } from '../columns/audit-grid.columns';
import { useAdminText } from '../hooks/use-admin-text';
import { useGridQuery } from '../hooks/use-grid-query';

/** Entities staff change, as stored (collection names); labels are `audit.entities.<name>`. */
const ENTITIES = [
  'plans', 'planpromotions', 'meals', 'discountcodes', 'blogs', 'users', 'subscriptions', 'ambassadors',
  'contactrequests', 'notices', 'sitecontents', 'delivery_slots',
] as const;

/** /dashboard/audit (super_admin): every staff change, newest first, filtered by entity, id, action and dates. Read only. */
export default function AuditLogPage() {
  const t = useAdminText();
  const columns = useMemo(() => auditColumns(t), [t]);
  const grid = useGridQuery();
  const [entity, setEntity] = useState('');
  const [entityId, setEntityId] = useState('');
  const [action, setAction] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const day = (ymd: string, plus = 0) => new Date(Date.parse(`${ymd}T00:00:00Z`) + plus * 86_400_000).toISOString();
  const variables = {
    page: grid.variables.page, limit: grid.variables.limit,
    entity: entity || undefined, entityId: entityId.trim() || undefined, action: action.trim() || undefined,
    from: from ? day(from) : undefined, to: to ? day(to, 1) : undefined,
  };
  const { data, previousData, loading, error } = useQuery(AuditLogDocument, { variables });
  const key = JSON.stringify([entity, entityId, action, from, to]);

  return (
    <AdminPage title={t('audit.title')} intro={t('audit.intro')}>
      <Panel>
        <div className={styles.filters} role="group" aria-label={t('common.filters')}>
          <label>
            <span className={styles.muted}>{t('audit.entity')} </span>
            <select className={styles.selectInline} value={entity} onChange={(e) => { setEntity(e.target.value); grid.reset(); }}>
              <option value="">{t('common.all')}</option>
              {ENTITIES.map((value) => <option key={value} value={value}>{t(`audit.entities.${value}`)}</option>)}
            </select>
          </label>
          <label>
            <span className={styles.muted}>{t('audit.entityId')} </span>
            <input className={styles.selectInline} value={entityId} onChange={(e) => { setEntityId(e.target.value); grid.reset(); }} />
          </label>
          <label>
            <span className={styles.muted}>{t('audit.action')} </span>
            <input className={styles.selectInline} value={action} placeholder={t('audit.actionPlaceholder')} onChange={(e) => { setAction(e.target.value); grid.reset(); }} />
          </label>
          <label>
            <span className={styles.muted}>{t('common.from')} </span>
            <input type="date" className={styles.selectInline} value={from} onChange={(e) => { setFrom(e.target.value); grid.reset(); }} />
          </label>
          <label>
            <span className={styles.muted}>{t('common.to')} </span>
            <input type="date" className={styles.selectInline} value={to} onChange={(e) => { setTo(e.target.value); grid.reset(); }} />
          </label>
        </div>
        <DataGrid
          key={key}
          label={t('audit.gridLabel')}
          searchable={false}
          columns={columns}
          result={(data ?? previousData)?.auditLog}
          loading={loading}
          error={error}
          onQueryChange={grid.setQuery}
          getRowId={(row) => row.id}
        />
      </Panel>
    </AdminPage>
  );
}
