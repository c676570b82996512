import { useMemo } from 'react';
import { DataGrid, gridBinding, useGridQuery } from '../../../components/grid';
import { errorMessage } from '../../../lib/graphql-errors';
import { notify } from '../../../lib/toast';
import { AdminPage, Panel } from '../components/AdminPage';
import { FilterSelect } from '../components/GridFilterBar';
import { contactColumns } from '../columns/contact-grid.columns';
import { useContactRequests, useSetContactHandled, type ContactRequestType } from '../hooks/use-admin-requests';
import { useAdminText } from '../hooks/use-admin-text';
import { ExportButton } from '../components/ExportButton';

/** /dashboard/contact_us: contact-us messages and corporate enquiries, with Mark handled. */
export default function ContactUsPage() {
  const t = useAdminText();
  const grid = useGridQuery({ type: '' });
  const type = grid.filters.type as ContactRequestType | '';
  const list = useContactRequests({
    page: grid.variables.page,
    limit: grid.variables.limit,
    search: grid.variables.search,
    type: type || undefined,
  });
  const [setHandled] = useSetContactHandled();

  const columns = useMemo(
    () =>
      contactColumns(t, (row) => {
        setHandled({ variables: { id: row.id, handled: !row.handled } })
          .then(() => notify.success(t(row.handled ? 'contact.reopened' : 'contact.markedHandled', { name: row.name })))
          .catch((e: unknown) => notify.error(errorMessage(e)));
      }),
    [t, setHandled],
  );

  return (
    <AdminPage
      title={t('contact.title')}
      intro={t('contact.intro')}
      actions={
        <ExportButton path="/api/contact/export.csv" filename="contact-requests.csv" params={{ search: grid.variables.search, type }} />
      }
    >
      <Panel>
        <DataGrid
          label={t('contact.gridLabel')}
          columns={columns}
          {...gridBinding(grid, list, (d) => d.contactRequests)}
          toolbar={
            <FilterSelect
              label={t('common.type')}
              value={type}
              options={(['Contact', 'Corporate'] as const).map((s) => ({ value: s, label: t(`enums.contactType.${s}`) }))}
              onChange={(value) => {
                grid.setFilters({ type: value });
              }}
            />
          }
        />
      </Panel>
    </AdminPage>
  );
}
