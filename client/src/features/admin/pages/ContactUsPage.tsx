import { useMemo } from 'react';
import { DataGrid, useGridQuery } from '../../../components/grid';
import { errorMessage } from '../../../lib/apollo-client';
import { notify } from '../../../lib/toast';
import { AdminPage, Panel } from '../components/AdminPage';
import styles from '../components/AdminPage.module.css';
import { contactColumns } from '../columns/contact-grid.columns';
import { useContactRequests, useSetContactHandled, type ContactRequestType } from '../hooks/use-admin-requests';
import { useAdminText } from '../hooks/use-admin-text';
import { ExportButton } from '../components/ExportButton';

/** /dashboard/contact_us: contact-us messages and corporate enquiries, with Mark handled. */
export default function ContactUsPage() {
  const t = useAdminText();
  const grid = useGridQuery({ type: '' });
  const type = grid.filters.type as ContactRequestType | '';
  const { data, previousData, loading, error } = useContactRequests({ page: grid.variables.page, limit: grid.variables.limit, search: grid.variables.search, type: type || undefined });
  const [setHandled] = useSetContactHandled();

  const columns = useMemo(() => contactColumns(t, (row) => {
    setHandled({ variables: { id: row.id, handled: !row.handled } })
      .then(() => notify.success(t(row.handled ? 'contact.reopened' : 'contact.markedHandled', { name: row.name })))
      .catch((e: unknown) => notify.error(errorMessage(e)));
  }), [t, setHandled]);

  return (
    <AdminPage
      title={t('contact.title')}
      intro={t('contact.intro')}
      actions={<ExportButton path="/api/contact/export.csv" filename="contact-requests.csv" params={{ search: grid.variables.search, type }} />}
    >
      <Panel>
        <DataGrid
          label={t('contact.gridLabel')}
          columns={columns}
          result={(data ?? previousData)?.contactRequests}
          loading={loading}
          error={error}
          query={grid.query} onQueryChange={grid.setQuery}
          getRowId={(r) => r.id}
          toolbar={(
            <label>
              <span className={styles.muted}>{t('common.type')} </span>
              <select className={styles.selectInline} value={type} onChange={(e) => grid.setFilters({ type: e.target.value })}>
                <option value="">{t('common.all')}</option>
                {(['Contact', 'Corporate'] as const).map((s) => <option key={s} value={s}>{t(`enums.contactType.${s}`)}</option>)}
              </select>
            </label>
          )}
        />
      </Panel>
    </AdminPage>
  );
}
