import { act, configure, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GridColumn } from '../columns';
import { DataGrid, type GridPage } from '../DataGrid';
import { gridBinding, gridExportParams, readGridQuery, useGridQuery, writeGridQuery } from '../use-grid-query';

interface Row {
  id: string;
  name: string;
}

const columns: GridColumn<Row>[] = [{ accessorKey: 'name', header: 'Name', sortKey: 'name' }];
const page: GridPage<Row> = { data: [{ id: '1', name: 'Amira' }], totalPages: 5, total: 45 };

/** The current address, as the test reads it. */
let address = '';
function Address() {
  const location = useLocation();
  useEffect(() => {
    address = location.search;
  });
  return null;
}

function Customers() {
  const grid = useGridQuery({ status: '' });
  return (
    <>
      <select aria-label="Status filter" value={grid.filters.status} onChange={(e) => grid.setFilters({ status: e.target.value })}>
        <option value="">All</option>
        <option value="Active">Active</option>
      </select>
      <output data-testid="variables">{JSON.stringify({ ...grid.variables, ...grid.filters })}</output>
      <DataGrid<Row> label="Customers" columns={columns} result={page} loading={false} query={grid.query} onQueryChange={grid.setQuery} />
    </>
  );
}

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Customers />
      <Address />
    </MemoryRouter>,
  );
}

const variables = () => JSON.parse(screen.getByTestId('variables').textContent) as Record<string, unknown>;

/** ag-grid renders slowly in jsdom on a busy machine: these tests get room beyond vitest's 5 s and 1 s waits. */
const SLOW = 30_000;
configure({ asyncUtilTimeout: 10_000 });

describe('grid query in the URL', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it(
    'opens a shared link on its page, size, search, sort and filter',
    async () => {
      renderAt('/dashboard/customers?page=3&size=20&q=ami&sort=name&dir=desc&status=Active');
      expect(variables()).toEqual({ page: 3, limit: 20, search: 'ami', sortBy: 'name', sortDir: 'desc', status: 'Active' });
      expect(screen.getByText(/Page 3 of 5/)).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveDisplayValue('Show 20');
      expect(screen.getByPlaceholderText('Search Here')).toHaveValue('ami');
      expect(await screen.findByRole('button', { name: /Name, sorted descending/ }, { timeout: 10_000 })).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'writes paging, search and filters back to the address; a filter goes to page 1 without remounting the grid',
    () => {
      const { container } = renderAt('/dashboard/customers');
      const grid = container.querySelector('.ag-root-wrapper');
      fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
      fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
      expect(address).toBe('?page=3');
      expect(screen.getByText(/Page 3 of 5/)).toBeInTheDocument();

      fireEvent.change(screen.getByRole('combobox', { name: 'Rows per page' }), { target: { value: '50' } });
      expect(address).toBe('?size=50');

      fireEvent.change(screen.getByPlaceholderText('Search Here'), { target: { value: 'ami' } });
      act(() => {
        vi.advanceTimersByTime(350);
      });
      expect(address).toBe('?size=50&q=ami');

      fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
      fireEvent.change(screen.getByRole('combobox', { name: 'Status filter' }), { target: { value: 'Active' } });
      expect(new URLSearchParams(address).get('status')).toBe('Active');
      expect(new URLSearchParams(address).get('page')).toBeNull();
      expect(variables()).toMatchObject({ page: 1, limit: 50, search: 'ami', status: 'Active' });
      expect(container.querySelector('.ag-root-wrapper')).toBe(grid);
    },
    SLOW,
  );

  it('ignores values it cannot use and leaves defaults out of the address', () => {
    expect(readGridQuery(new URLSearchParams('page=-2&size=7&dir=sideways'))).toEqual({
      page: 1,
      limit: 10,
      search: '',
      sortBy: undefined,
      sortDir: undefined,
    });
    expect(writeGridQuery(new URLSearchParams('tab=expired'), { page: 1, limit: 10, search: '' }).toString()).toBe('tab=expired');
  });
});

describe('gridBinding', () => {
  const grid = { query: { page: 2, limit: 10, search: 'am' }, setQuery: () => undefined };
  const pick = (d: { customers: GridPage<Row> }) => d.customers;

  it("gives the answer's page, and the previous one while the next page loads", () => {
    const next: GridPage<Row> = { data: [{ id: '2', name: 'Badr' }], totalPages: 5, total: 45 };
    expect(gridBinding(grid, { data: { customers: next }, previousData: { customers: page }, loading: false }, pick).result).toBe(next);
    const loading = gridBinding(grid, { previousData: { customers: page }, loading: true }, pick);
    expect(loading).toMatchObject({ result: page, loading: true, query: grid.query, onQueryChange: grid.setQuery });
    expect(loading.getRowId({ id: '7', name: 'x' })).toBe('7');
  });

  it('has no rows before the first answer, and passes the error on', () => {
    const error = new Error('down');
    expect(gridBinding(grid, { loading: false, error }, pick)).toMatchObject({ result: undefined, error });
  });
});

describe('gridExportParams', () => {
  it('sends the sort direction only with a sort column', () => {
    expect(gridExportParams({ search: 'am', sortBy: 'name', sortDir: 'desc' })).toEqual({ search: 'am', sortBy: 'name', sortDir: 'desc' });
    expect(gridExportParams({ sortDir: 'desc' })).toEqual({ search: undefined, sortBy: undefined, sortDir: undefined });
  });
});
