import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DataGrid } from '../../../components/grid';
import { CustomersDocument, type CustomerSortField, type PlanStatus } from '../../../generated/graphql';
import { AdminPage, Panel } from '../components/AdminPage';
import styles from '../components/AdminPage.module.css';
import { ExportButton } from '../components/ExportButton';
import { customerColumns } from '../columns/customers-grid.columns';
import { useGridQuery } from '../hooks/use-grid-query';

const PLAN_STATUSES: PlanStatus[] = ['None', 'Active', 'Paused', 'Expired', 'Cancelled'] as PlanStatus[];

/** /dashboard/customers: every customer, searched, filtered and sorted on the server; Export CSV takes the same query. */
export default function CustomersPage() {
  const navigate = useNavigate();
  const grid = useGridQuery<CustomerSortField>();
  const [planStatus, setPlanStatus] = useState<PlanStatus | ''>('');
  const { data, previousData, loading, error } = useQuery(CustomersDocument, { variables: { ...grid.variables, planStatus: planStatus || undefined } });
  const columns = useMemo(() => customerColumns((row) => navigate(`/dashboard/order/user/${row.id}`)), [navigate]);
  return (
    <AdminPage
      title="Customers"
      intro="Search by name, e-mail or phone."
      actions={(
        <ExportButton
          path="/api/customers/export.csv"
          filename="customers.csv"
          params={{ search: grid.variables.search, sortBy: grid.variables.sortBy, sortDir: grid.variables.sortBy ? grid.variables.sortDir : undefined, planStatus }}
        />
      )}
    >
      <Panel>
        <DataGrid
          key={planStatus}
          label="Customers"
          columns={columns}
          result={(data ?? previousData)?.customers}
          loading={loading}
          error={error}
          onQueryChange={grid.setQuery}
          getRowId={(row) => row.id}
          toolbar={(
            <label>
              <span className={styles.muted}>Plan status </span>
              <select className={styles.selectInline} value={planStatus} onChange={(e) => { setPlanStatus(e.target.value as PlanStatus | ''); grid.reset(); }}>
                <option value="">All</option>
                {PLAN_STATUSES.map((s) => <option key={s} value={s}>{s}</option>)}
              </select>
            </label>
          )}
        />
      </Panel>
    </AdminPage>
  );
}
