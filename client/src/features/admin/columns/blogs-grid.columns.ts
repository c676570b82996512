import { createElement } from 'react';
import { StatusPill, type GridColumn } from '../../../components/grid';
import type { AdminBlogsQuery } from '../hooks/use-admin-blogs';
import type { AdminT } from '../hooks/use-admin-text';
import { actionsColumn, editAction } from './common-columns';

export type BlogRow = AdminBlogsQuery['adminBlogs']['data'][number];

/** Blog posts (table key BlogsData): Edit and Publish / Unpublish. */
export function blogColumns(t: AdminT, onEdit: (row: BlogRow) => void, onPublish: (row: BlogRow) => void): GridColumn<BlogRow>[] {
  return [
    { accessorKey: 'title', header: t('common.title'), minWidth: 240 },
    {
      accessorKey: 'published',
      header: t('common.status'),
      width: 120,
      cell: (row) =>
        createElement(StatusPill, { tone: row.published ? 'good' : 'neutral' }, row.published ? t('blogs.published') : t('blogs.draft')),
    },
    { accessorKey: 'publishedAt', header: t('blogs.published'), type: 'date', width: 130 },
    { accessorKey: 'updatedAt', header: t('blogs.updated'), type: 'date', width: 130 },
    actionsColumn(t, 200, (row) => [
      editAction(t, row.title, () => onEdit(row)),
      {
        label: row.published ? t('blogs.unpublish') : t('blogs.publish'),
        ariaLabel: t(row.published ? 'blogs.unpublishNamed' : 'blogs.publishNamed', { title: row.title }),
        danger: row.published,
        onClick: () => onPublish(row),
      },
    ]),
  ];
}
