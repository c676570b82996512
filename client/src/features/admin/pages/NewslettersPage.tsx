import { useQuery } from '@apollo/client/react';
import { DataGrid, type GridColumn } from '../../../components/grid';
import { NewsletterSubscribersDocument, type NewsletterSubscribersQuery } from '../../../generated/graphql';
import { AdminPage, Panel } from '../components/AdminPage';
import { useGridQuery } from '../hooks/use-grid-query';
import { ExportButton } from '../components/ExportButton';
import { newsletterColumns } from '../columns/newsletters-grid.columns';

type Row = NewsletterSubscribersQuery['newsletterSubscribers']['data'][number];
const columns: GridColumn<Row>[] = newsletterColumns;

/** /dashboard/newsletters: subscribers and an Export CSV button (the rows matching the search). */
export default function NewslettersPage() {
  const grid = useGridQuery();
  const { data, previousData, loading, error } = useQuery(NewsletterSubscribersDocument, { variables: { page: grid.variables.page, limit: grid.variables.limit, search: grid.variables.search } });
  return (
    <AdminPage
      title="Newsletters"
      actions={<ExportButton path="/api/newsletters/export.csv" filename="newsletter-subscribers.csv" params={{ search: grid.variables.search }} />}
    >
      <Panel>
        <DataGrid label="Newsletter subscribers" columns={columns} result={(data ?? previousData)?.newsletterSubscribers} loading={loading} error={error} onQueryChange={grid.setQuery} getRowId={(r) => r.id} />
      </Panel>
    </AdminPage>
  );
}
