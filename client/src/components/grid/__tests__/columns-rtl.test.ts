import { describe, expect, it } from 'vitest';
import { toColDefs, type GridColumn } from '../columns';

interface Row {
  id: string;
  name: string;
}

const columns: GridColumn<Row>[] = [
  { accessorKey: 'name', header: 'Name', minWidth: 180 },
  { accessorKey: 'email', header: 'Email' },
  { accessorKey: 'actions', header: 'Actions', minWidth: 200, cell: () => null },
];

describe('column pinning right to left', () => {
  const noSort = () => undefined;

  it('keeps the actions at the end: pinned left in Arabic on wide screens', () => {
    expect(toColDefs(columns, {}, noSort, { narrow: false, rtl: true }).map((d) => d.pinned ?? null)).toEqual([null, null, 'left']);
  });

  it('keeps the first column at the start: pinned right in Arabic on phones', () => {
    expect(toColDefs(columns, {}, noSort, { narrow: true, rtl: true }).map((d) => d.pinned ?? null)).toEqual(['right', null, null]);
  });

  it('mirrors an explicit side too', () => {
    const defs = toColDefs([{ ...columns[0], pinned: 'left' }], {}, noSort, { narrow: false, rtl: true });
    expect(defs[0].pinned).toBe('right');
  });
});
