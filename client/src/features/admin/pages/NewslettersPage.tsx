import { useMemo } from 'react';
import { DataGrid, gridBinding, useGridQuery } from '../../../components/grid';
import { AdminPage, Panel } from '../components/AdminPage';
import { useNewsletterSubscribers } from '../hooks/use-admin-requests';
import { useAdminText } from '../hooks/use-admin-text';
import { ExportButton } from '../components/ExportButton';
import { newsletterColumns } from '../columns/newsletters-grid.columns';

/** /dashboard/newsletters: subscribers and an Export CSV button (the rows matching the search). */
export default function NewslettersPage() {
  const t = useAdminText();
  const columns = useMemo(() => newsletterColumns(t), [t]);
  const grid = useGridQuery();
  const list = useNewsletterSubscribers({ page: grid.variables.page, limit: grid.variables.limit, search: grid.variables.search });
  return (
    <AdminPage
      title={t('newsletters.title')}
      actions={
        <ExportButton path="/api/newsletters/export.csv" filename="newsletter-subscribers.csv" params={{ search: grid.variables.search }} />
      }
    >
      <Panel>
        <DataGrid label={t('newsletters.gridLabel')} columns={columns} {...gridBinding(grid, list, (d) => d.newsletterSubscribers)} />
      </Panel>
    </AdminPage>
  );
}
