import { render, screen, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { ActionsCell, StatusPill } from '../cells';
import { toColDefs, type GridColumn } from '../columns';
import { DataGrid } from '../DataGrid';

interface Row {
  id: string;
  name: string;
  active: boolean;
}

const columns: GridColumn<Row>[] = [
  { accessorKey: 'name', header: 'Name', minWidth: 180 },
  { accessorKey: 'active', header: 'Status', width: 110, cell: (r) => createElement(StatusPill, null, r.active ? 'Active' : 'Inactive') },
  {
    accessorKey: 'actions',
    header: 'Actions',
    minWidth: 200,
    cell: (r) => createElement(ActionsCell, { actions: [{ label: r.active ? 'Deactivate' : 'Activate', onClick: () => undefined }] }),
  },
];

const page = (active: boolean) => ({ data: [{ id: 'm1', name: 'Falafel Wrap', active }], totalPages: 1 });

describe('grid rows follow their data', () => {
  it('re-renders the status and the action label when the row changes in the cache (no reload)', async () => {
    const { rerender } = render(
      <DataGrid<Row>
        label="Meals"
        columns={columns}
        result={page(true)}
        loading={false}
        onQueryChange={() => undefined}
        getRowId={(r) => r.id}
      />,
    );
    expect(await screen.findByRole('button', { name: 'Deactivate' })).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();

    rerender(
      <DataGrid<Row>
        label="Meals"
        columns={columns}
        result={page(false)}
        loading={false}
        onQueryChange={() => undefined}
        getRowId={(r) => r.id}
      />,
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Activate' })).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Deactivate' })).not.toBeInTheDocument();
    expect(screen.getByText('Inactive')).toBeInTheDocument();
  });
});

describe('column pinning', () => {
  const noSort = () => undefined;

  it('pins Actions right with a fixed width on wide screens', () => {
    const defs = toColDefs(columns, {}, noSort, { narrow: false });
    expect(defs.map((d) => d.pinned ?? null)).toEqual([null, null, 'right']);
    expect(defs[2]).toMatchObject({ width: 200, flex: null });
  });

  it('pins the first column left and lets Actions scroll on phones', () => {
    const defs = toColDefs(columns, {}, noSort, { narrow: true });
    expect(defs.map((d) => d.pinned ?? null)).toEqual(['left', null, null]);
    expect(defs[0]).toMatchObject({ width: 180, flex: null });
  });

  it("keeps a column's width: flex null overrides the grid default's flex (undefined would not, and the column would shrink)", () => {
    const [fixed, flexible] = toColDefs(
      [
        { accessorKey: 'when', header: 'When', width: 190 },
        { accessorKey: 'change', header: 'Change' },
      ],
      {},
      noSort,
    );
    expect(fixed).toMatchObject({ width: 190, flex: null });
    expect(flexible).toMatchObject({ flex: 1 });
  });

  it('gives plain text cells their full text as a tooltip', () => {
    const [name] = toColDefs(columns, {}, noSort);
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- the callback columns.ts sets (see there)
    const tooltip = name.tooltipValueGetter as (p: { value: unknown; data: Row }) => string | undefined;
    expect(tooltip({ value: 'A very long meal name that ends in an ellipsis', data: { id: 'x', name: '', active: true } })).toBe(
      'A very long meal name that ends in an ellipsis',
    );
  });
});
