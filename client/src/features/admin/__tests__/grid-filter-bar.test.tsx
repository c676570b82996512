import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilterInput, FilterSelect, GridFilterBar } from '../components/GridFilterBar';

describe('GridFilterBar', () => {
  it('groups labelled filters: a select with All first, and inputs that report each change', async () => {
    const onStatus = vi.fn();
    const onFrom = vi.fn();
    render(
      <GridFilterBar>
        <FilterSelect
          label="Status"
          value=""
          options={[
            { value: 'Paid', label: 'Paid' },
            { value: 'Refunded', label: 'Refunded' },
          ]}
          onChange={onStatus}
        />
        <FilterInput type="date" label="From" value="" max="2026-12-31" onChange={onFrom} />
      </GridFilterBar>,
    );
    const group = await screen.findByRole('group', { name: 'Filters' });
    const select = within(group).getByRole('combobox', { name: 'Status' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Paid', 'Refunded']);
    await userEvent.selectOptions(select, 'Refunded');
    expect(onStatus).toHaveBeenLastCalledWith('Refunded');

    const from = within(group).getByLabelText('From');
    expect(from).toHaveAttribute('type', 'date');
    expect(from).toHaveAttribute('max', '2026-12-31');
    await userEvent.type(from, '2026-05-01');
    expect(onFrom).toHaveBeenLastCalledWith('2026-05-01');
  });
});
