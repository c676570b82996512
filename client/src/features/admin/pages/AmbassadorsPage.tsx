import { useMemo } from 'react';
import { DataGrid, gridBinding, useGridQuery } from '../../../components/grid';
import { AdminPage, Panel } from '../components/AdminPage';
import { FilterSelect } from '../components/GridFilterBar';
import { ambassadorColumns } from '../columns/ambassadors-grid.columns';
import { useAmbassadorApplications, useSetAmbassadorStatus, type AmbassadorStatus } from '../hooks/use-admin-requests';
import { useAdminText } from '../hooks/use-admin-text';
import { useConfirm } from '../hooks/use-confirm';
import { ExportButton } from '../components/ExportButton';

/** /dashboard/ambassadors: applications with Approve / Reject (after a confirmation). */
export default function AmbassadorsPage() {
  const t = useAdminText();
  const grid = useGridQuery({ status: '' });
  const status = grid.filters.status as AmbassadorStatus | '';
  const list = useAmbassadorApplications({
    page: grid.variables.page,
    limit: grid.variables.limit,
    search: grid.variables.search,
    status: status || undefined,
  });
  const [decide] = useSetAmbassadorStatus();
  const { ask, dialog } = useConfirm();

  const columns = useMemo(
    () =>
      ambassadorColumns(t, (row, next) => {
        const approve = next === 'Approved';
        ask({
          title: t(approve ? 'ambassadors.approveTitle' : 'ambassadors.rejectTitle'),
          message: t(approve ? 'ambassadors.approveMessage' : 'ambassadors.rejectMessage', { name: row.fullName }),
          confirmLabel: t(approve ? 'ambassadors.approve' : 'ambassadors.reject'),
          success: t(approve ? 'ambassadors.approved' : 'ambassadors.rejected', { name: row.fullName }),
          run: () => decide({ variables: { id: row.id, status: next } }),
        });
      }),
    [t, ask, decide],
  );

  return (
    <AdminPage
      title={t('ambassadors.title')}
      intro={t('ambassadors.intro')}
      actions={
        <ExportButton path="/api/ambassador/export.csv" filename="ambassadors.csv" params={{ search: grid.variables.search, status }} />
      }
    >
      <Panel>
        <DataGrid
          label={t('ambassadors.gridLabel')}
          columns={columns}
          {...gridBinding(grid, list, (d) => d.ambassadorApplications)}
          toolbar={
            <FilterSelect
              label={t('common.status')}
              value={status}
              options={(['Pending', 'Approved', 'Rejected'] as const).map((s) => ({ value: s, label: t(`enums.ambassadorStatus.${s}`) }))}
              onChange={(value) => {
                grid.setFilters({ status: value });
              }}
            />
          }
        />
      </Panel>
      {dialog}
    </AdminPage>
  );
}
