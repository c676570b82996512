import { useMemo } from 'react';
import { DataGrid, useGridQuery } from '../../../components/grid';
import { AdminPage, Panel } from '../components/AdminPage';
import styles from '../components/AdminPage.module.css';
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
  const { data, previousData, loading, error } = useAmbassadorApplications({ page: grid.variables.page, limit: grid.variables.limit, search: grid.variables.search, status: status || undefined });
  const [decide] = useSetAmbassadorStatus();
  const { ask, dialog } = useConfirm();

  const columns = useMemo(() => ambassadorColumns(t, (row, next) => {
    const approve = next === 'Approved';
    ask({
      title: t(approve ? 'ambassadors.approveTitle' : 'ambassadors.rejectTitle'),
      message: t(approve ? 'ambassadors.approveMessage' : 'ambassadors.rejectMessage', { name: row.fullName }),
      confirmLabel: t(approve ? 'ambassadors.approve' : 'ambassadors.reject'),
      success: t(approve ? 'ambassadors.approved' : 'ambassadors.rejected', { name: row.fullName }),
      run: () => decide({ variables: { id: row.id, status: next } }),
    });
  }), [t, ask, decide]);

  return (
    <AdminPage
      title={t('ambassadors.title')}
      intro={t('ambassadors.intro')}
      actions={<ExportButton path="/api/ambassador/export.csv" filename="ambassadors.csv" params={{ search: grid.variables.search, status }} />}
    >
      <Panel>
        <DataGrid
          label={t('ambassadors.gridLabel')}
          columns={columns}
          result={(data ?? previousData)?.ambassadorApplications}
          loading={loading}
          error={error}
          query={grid.query} onQueryChange={grid.setQuery}
          getRowId={(r) => r.id}
          toolbar={(
            <label>
              <span className={styles.muted}>{t('common.status')} </span>
              <select className={styles.selectInline} value={status} onChange={(e) => grid.setFilters({ status: e.target.value })}>
                <option value="">{t('common.all')}</option>
                {(['Pending', 'Approved', 'Rejected'] as const).map((s) => <option key={s} value={s}>{t(`enums.ambassadorStatus.${s}`)}</option>)}
              </select>
            </label>
          )}
        />
      </Panel>
      {dialog}
    </AdminPage>
  );
}
