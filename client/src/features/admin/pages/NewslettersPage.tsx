import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { DataGrid, type GridColumn } from '../../../components/grid';
import { NewsletterSubscribersDocument, type NewsletterSubscribersQuery } from '../../../generated/graphql';
import { notify } from '../../../lib/toast';
import { AdminPage, Panel } from '../components/AdminPage';
import { useGridQuery } from '../hooks/use-grid-query';
import { downloadCsv } from '../utils/download';
import { newsletterColumns } from '../columns/newsletters-grid.columns';

type Row = NewsletterSubscribersQuery['newsletterSubscribers']['data'][number];
const columns: GridColumn<Row>[] = newsletterColumns;

/** /dashboard/newsletters: subscribers and an Export CSV button. */
export default function NewslettersPage() {
  const grid = useGridQuery();
  const { data, previousData, loading, error } = useQuery(NewsletterSubscribersDocument, { variables: { page: grid.variables.page, limit: grid.variables.limit, search: grid.variables.search } });
  const [exporting, setExporting] = useState(false);

  async function exportCsv() {
    setExporting(true);
    try {
      await downloadCsv('/api/newsletters/export.csv', 'newsletter-subscribers.csv');
      notify.success('Subscribers exported.');
    } catch (e) {
      notify.error(e instanceof Error ? e.message : 'Download failed.');
    } finally {
      setExporting(false);
    }
  }

  return (
    <AdminPage
      title="Newsletters"
      actions={(
        <button type="button" className="btn btn-outline" onClick={() => void exportCsv()} disabled={exporting} aria-busy={exporting || undefined}>
          {exporting && <span className="spinner" style={{ width: 16, height: 16 }} aria-hidden="true" />}Export CSV
        </button>
      )}
    >
      <Panel>
        <DataGrid label="Newsletter subscribers" columns={columns} result={(data ?? previousData)?.newsletterSubscribers} loading={loading} error={error} onQueryChange={grid.setQuery} getRowId={(r) => r.id} />
      </Panel>
    </AdminPage>
  );
}
