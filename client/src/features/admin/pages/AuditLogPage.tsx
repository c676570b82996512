import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { DataGrid } from '../../../components/grid';
import { AuditLogDocument } from '../../../generated/graphql';
import { AdminPage, Panel } from '../components/AdminPage';
import styles from '../components/AdminPage.module.css';
import { auditColumns } from '../columns/audit-grid.columns';
import { useGridQuery } from '../hooks/use-grid-query';

/** Entities staff change, as stored (collection names), with their labels. */
const ENTITIES: [string, string][] = [
  ['plans', 'Plans'], ['planpromotions', 'Promotions'], ['meals', 'Meals'], ['discountcodes', 'Discount codes'],
  ['blogs', 'Blogs'], ['users', 'Accounts'], ['subscriptions', 'Deliveries'], ['ambassadors', 'Ambassadors'],
  ['contactrequests', 'Contact requests'], ['notices', 'Notifications'], ['sitecontents', 'Site content'], ['delivery_slots', 'Delivery slots'],
];

/** /dashboard/audit (super_admin): every staff change, newest first, filtered by entity, id, action and dates. Read only. */
export default function AuditLogPage() {
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
    <AdminPage title="Audit log" intro="Every change made by staff: who, what, before and after. Entries cannot be edited or deleted.">
      <Panel>
        <div className={styles.filters} role="group" aria-label="Filters">
          <label>
            <span className={styles.muted}>Entity </span>
            <select className={styles.selectInline} value={entity} onChange={(e) => { setEntity(e.target.value); grid.reset(); }}>
              <option value="">All</option>
              {ENTITIES.map(([value, label]) => <option key={value} value={value}>{label}</option>)}
            </select>
          </label>
          <label>
            <span className={styles.muted}>Entity id </span>
            <input className={styles.selectInline} value={entityId} onChange={(e) => { setEntityId(e.target.value); grid.reset(); }} />
          </label>
          <label>
            <span className={styles.muted}>Action </span>
            <input className={styles.selectInline} value={action} placeholder="e.g. updatePlan" onChange={(e) => { setAction(e.target.value); grid.reset(); }} />
          </label>
          <label>
            <span className={styles.muted}>From </span>
            <input type="date" className={styles.selectInline} value={from} onChange={(e) => { setFrom(e.target.value); grid.reset(); }} />
          </label>
          <label>
            <span className={styles.muted}>To </span>
            <input type="date" className={styles.selectInline} value={to} onChange={(e) => { setTo(e.target.value); grid.reset(); }} />
          </label>
        </div>
        <DataGrid
          key={key}
          label="Audit log"
          searchable={false}
          columns={auditColumns}
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
