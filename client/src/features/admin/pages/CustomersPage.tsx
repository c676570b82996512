import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { DataGrid, gridBinding, gridExportParams, useGridQuery } from '../../../components/grid';
import { AdminPage, Panel } from '../components/AdminPage';
import { FilterSelect } from '../components/GridFilterBar';
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
  const list = useCustomers({ ...grid.variables, planStatus: planStatus || undefined });
  const columns = useMemo(
    () =>
      customerColumns(t, (row) => {
        void navigate(`/dashboard/order/user/${row.id}`);
      }),
    [t, navigate],
  );
  return (
    <AdminPage
      title={t('customers.title')}
      intro={t('customers.intro')}
      actions={
        <ExportButton
          path="/api/customers/export.csv"
          filename="customers.csv"
          params={{ ...gridExportParams(grid.variables), planStatus }}
        />
      }
    >
      <Panel>
        <DataGrid
          label={t('customers.gridLabel')}
          columns={columns}
          {...gridBinding(grid, list, (d) => d.customers)}
          toolbar={
            <FilterSelect
              label={t('customers.planStatus')}
              value={planStatus}
              options={PLAN_STATUSES.map((s) => ({ value: s, label: t(`enums.planStatus.${s}`) }))}
              onChange={(value) => {
                grid.setFilters({ planStatus: value });
              }}
            />
          }
        />
      </Panel>
    </AdminPage>
  );
}
