import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataGrid, type GridPage } from '../DataGrid';
import type { GridColumn } from '../columns';

interface Row {
  id: string;
  name: string;
  createdAt: string;
}

const columns: GridColumn<Row>[] = [
  { accessorKey: 'name', header: 'Name', sortKey: 'name' },
  { accessorKey: 'createdAt', header: 'Joined', type: 'date' },
];

const page: GridPage<Row> = {
  data: [{ id: '1', name: 'Amira', createdAt: '2026-03-04T10:00:00.000Z' }],
  totalPages: 3,
  total: 25,
};

function renderGrid(props: Partial<Parameters<typeof DataGrid<Row>>[0]> = {}) {
  const onQueryChange = vi.fn();
  render(<DataGrid<Row> label="People" columns={columns} result={page} loading={false} onQueryChange={onQueryChange} {...props} />);
  return onQueryChange;
}

describe('DataGrid', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('shows "Page 1 of 3" and the paging buttons', () => {
    renderGrid();
    expect(screen.getByText(/Page 1 of 3/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'First page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
    expect(screen.getByRole('combobox')).toHaveDisplayValue('Show 10');
  });

  it('goes to the next page, then a page-size change resets to page 1 with limit 20', () => {
    const onQueryChange = renderGrid();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onQueryChange).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2, limit: 10 }));
    expect(screen.getByText(/Page 2 of 3/)).toBeInTheDocument();

    fireEvent.change(screen.getByRole('combobox'), { target: { value: '20' } });
    expect(onQueryChange).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1, limit: 20 }));
    expect(screen.getByText(/Page 1 of 3/)).toBeInTheDocument();
  });

  it('sends the search to the server after 300 ms, from page 1', () => {
    const onQueryChange = renderGrid();
    fireEvent.click(screen.getByRole('button', { name: 'Last page' }));
    onQueryChange.mockClear();

    fireEvent.change(screen.getByPlaceholderText('Search Here'), { target: { value: 'ami' } });
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(onQueryChange).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(150);
    });
    expect(onQueryChange).toHaveBeenCalledTimes(1);
    expect(onQueryChange).toHaveBeenLastCalledWith(expect.objectContaining({ search: 'ami', page: 1 }));
  });

  it('shows "No data found" when the request fails', () => {
    renderGrid({ result: undefined, error: new Error('boom') });
    expect(screen.getByRole('alert')).toHaveTextContent('No data found');
  });

  it('shows an empty state when there are no rows, and a spinner while the first page loads', () => {
    const { unmount } = render(
      <DataGrid<Row>
        label="People"
        columns={columns}
        result={{ data: [], totalPages: 0 }}
        loading={false}
        onQueryChange={() => undefined}
      />,
    );
    expect(screen.getByText('No records yet')).toBeInTheDocument();
    unmount();
    render(<DataGrid<Row> label="People" columns={columns} result={undefined} loading onQueryChange={() => undefined} />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('sends the sort to the server when a sortable header is clicked', async () => {
    const onQueryChange = renderGrid();
    const header = await screen.findByRole('button', { name: /Name, sorted none/ });
    fireEvent.click(header);
    expect(onQueryChange).toHaveBeenLastCalledWith(expect.objectContaining({ sortBy: 'name', sortDir: 'asc', page: 1 }));
    fireEvent.click(await screen.findByRole('button', { name: /Name, sorted ascending/ }));
    expect(onQueryChange).toHaveBeenLastCalledWith(expect.objectContaining({ sortBy: 'name', sortDir: 'desc' }));
  });
});
