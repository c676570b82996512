import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { DataGrid } from '../../../components/grid';
import { AmbassadorApplicationsDocument, SetAmbassadorStatusDocument, type AmbassadorStatus } from '../../../generated/graphql';
import { AdminPage, Panel } from '../components/AdminPage';
import styles from '../components/AdminPage.module.css';
import { ambassadorColumns } from '../columns/ambassadors-grid.columns';
import { useConfirm } from '../hooks/use-confirm';
import { useGridQuery } from '../hooks/use-grid-query';
import { ExportButton } from '../components/ExportButton';

/** /dashboard/ambassadors: applications with Approve / Reject (after a confirmation). */
export default function AmbassadorsPage() {
  const [status, setStatus] = useState<AmbassadorStatus | ''>('');
  const grid = useGridQuery();
  const { data, previousData, loading, error } = useQuery(AmbassadorApplicationsDocument, { variables: { page: grid.variables.page, limit: grid.variables.limit, search: grid.variables.search, status: status || undefined } });
  const [decide] = useMutation(SetAmbassadorStatusDocument);
  const { ask, dialog } = useConfirm();

  const columns = useMemo(() => ambassadorColumns((row, next) => ask({
    title: next === 'Approved' ? 'Approve application' : 'Reject application',
    message: `${next === 'Approved' ? 'Approve' : 'Reject'} ${row.fullName}'s application?`,
    confirmLabel: next === 'Approved' ? 'Approve' : 'Reject',
    success: `${row.fullName}: ${next.toLowerCase()}.`,
    run: () => decide({ variables: { id: row.id, status: next } }),
  })), [ask, decide]);

  return (
    <AdminPage
      title="Ambassadors"
      intro="Applications from the ambassador page."
      actions={<ExportButton path="/api/ambassador/export.csv" filename="ambassadors.csv" params={{ search: grid.variables.search, status }} />}
    >
      <Panel>
        <DataGrid
          key={status}
          label="Ambassador applications"
          columns={columns}
          result={(data ?? previousData)?.ambassadorApplications}
          loading={loading}
          error={error}
          onQueryChange={grid.setQuery}
          getRowId={(r) => r.id}
          toolbar={(
            <label>
              <span className={styles.muted}>Status </span>
              <select className={styles.selectInline} value={status} onChange={(e) => { setStatus(e.target.value as AmbassadorStatus | ''); grid.reset(); }}>
                <option value="">All</option><option value="Pending">Pending</option><option value="Approved">Approved</option><option value="Rejected">Rejected</option>
              </select>
            </label>
          )}
        />
      </Panel>
      {dialog}
    </AdminPage>
  );
}
