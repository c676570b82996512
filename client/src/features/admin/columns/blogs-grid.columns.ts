import { createElement } from 'react';
import { ActionsCell, StatusPill, type GridColumn } from '../../../components/grid';
import type { AdminBlogsQuery } from '../../../generated/graphql';

export type BlogRow = AdminBlogsQuery['adminBlogs']['data'][number];

/** Blog posts (table key BlogsData): Edit and Publish / Unpublish. */
export function blogColumns(onEdit: (row: BlogRow) => void, onPublish: (row: BlogRow) => void): GridColumn<BlogRow>[] {
  return [
    { accessorKey: 'title', header: 'Title', minWidth: 240 },
    { accessorKey: 'published', header: 'Status', width: 120, cell: (row) => createElement(StatusPill, { tone: row.published ? 'good' : 'neutral' }, row.published ? 'Published' : 'Draft') },
    { accessorKey: 'publishedAt', header: 'Published', type: 'date', width: 130 },
    { accessorKey: 'updatedAt', header: 'Updated', type: 'date', width: 130 },
    {
      accessorKey: 'actions', header: 'Actions', minWidth: 200,
      cell: (row) => createElement(ActionsCell, {
        actions: [
          { label: 'Edit', ariaLabel: `Edit ${row.title}`, onClick: () => onEdit(row) },
          { label: row.published ? 'Unpublish' : 'Publish', ariaLabel: `${row.published ? 'Unpublish' : 'Publish'} ${row.title}`, danger: row.published, onClick: () => onPublish(row) },
        ],
      }),
    },
  ];
}
