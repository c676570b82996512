import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { DataGrid, useGridQuery } from '../../../components/grid';
import { AdminPage, Panel } from '../components/AdminPage';
import styles from '../components/AdminPage.module.css';
import { ExportButton } from '../components/ExportButton';
import { customerColumns } from '../columns/customers-grid.columns';
import { useCustomers, type CustomerSortField, type PlanStatus } from '../hooks/use-admin-customers';
import { useAdminText } from '../hooks/use-admin-text';

const PLAN_STATUSES: PlanStatus[] = ['None', 'Active', 'Paused', 'Expired', 'Cancelled'] as PlanStatus[];

/** /dashboard/customers: every customer, searched, filtered and sorted on the server; Export CSV takes the same query. */
export default function CustomersPage() {
  const t = useAdminText();
  const navigate = useNavigate();
  const grid = useGridQuery<CustomerSortField>({ planStatus: '' });
  const planStatus = grid.filters.planStatus as PlanStatus | '';
  const { data, previousData, loading, error } = useCustomers({ ...grid.variables, planStatus: planStatus || undefined });
  const columns = useMemo(() => customerColumns(t, (row) => { void navigate(`/dashboard/order/user/${row.id}`); }), [t, navigate]);
  return (
    <AdminPage
      title={t('customers.title')}
      intro={t('customers.intro')}
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
          label={t('customers.gridLabel')}
          columns={columns}
          result={(data ?? previousData)?.customers}
          loading={loading}
          error={error}
          query={grid.query} onQueryChange={grid.setQuery}
          getRowId={(row) => row.id}
          toolbar={(
            <label>
              <span className={styles.muted}>{t('customers.planStatus')} </span>
              <select className={styles.selectInline} value={planStatus} onChange={(e) => grid.setFilters({ planStatus: e.target.value })}>
                <option value="">{t('common.all')}</option>
                {PLAN_STATUSES.map((s) => <option key={s} value={s}>{t(`enums.planStatus.${s}`)}</option>)}
              </select>
            </label>
          )}
        />
      </Panel>
    </AdminPage>
  );
}
