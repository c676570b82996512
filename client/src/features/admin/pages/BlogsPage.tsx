import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { DataGrid, gridBinding, useGridQuery } from '../../../components/grid';
import { errorMessage } from '../../../lib/graphql-errors';
import { notify } from '../../../lib/toast';
import { AdminPage, Panel } from '../components/AdminPage';
import { blogColumns } from '../columns/blogs-grid.columns';
import { useAdminBlogs, useSetBlogPublished } from '../hooks/use-admin-blogs';
import { useAdminText } from '../hooks/use-admin-text';
import { useConfirm } from '../hooks/use-confirm';
import { ExportButton } from '../components/ExportButton';

/** /dashboard/blogs: every post (drafts too), Edit, Publish / Unpublish (confirmed). */
export default function BlogsPage() {
  const t = useAdminText();
  const navigate = useNavigate();
  const grid = useGridQuery();
  const list = useAdminBlogs({ page: grid.variables.page, limit: grid.variables.limit, search: grid.variables.search });
  const [setPublished] = useSetBlogPublished();
  const { ask, dialog } = useConfirm();

  const columns = useMemo(
    () =>
      blogColumns(
        t,
        (row) => {
          void navigate(`/dashboard/blogs/editBlog/${row.id}`);
        },
        (row) => {
          if (!row.published) {
            setPublished({ variables: { id: row.id, published: true } })
              .then(() => notify.success(t('blogs.publishedToast', { title: row.title })))
              .catch((e: unknown) => notify.error(errorMessage(e)));
            return;
          }
          ask({
            title: t('blogs.unpublishTitle'),
            message: t('blogs.unpublishMessage', { title: row.title }),
            confirmLabel: t('blogs.unpublish'),
            success: t('blogs.unpublishedToast', { title: row.title }),
            run: () => setPublished({ variables: { id: row.id, published: false } }),
          });
        },
      ),
    [t, navigate, setPublished, ask],
  );

  return (
    <AdminPage
      title={t('blogs.title')}
      actions={
        <>
          <ExportButton path="/api/blogs/export.csv" filename="blogs.csv" params={{ search: grid.variables.search }} />
          <Link to="/dashboard/addBlog" className="btn btn-primary">
            {t('blogs.add')}
          </Link>
        </>
      }
    >
      <Panel>
        <DataGrid label={t('blogs.gridLabel')} columns={columns} {...gridBinding(grid, list, (d) => d.adminBlogs)} />
      </Panel>
      {dialog}
    </AdminPage>
  );
}
