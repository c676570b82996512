import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n';
import { POPUP_PORTAL_ID, SingleDatePicker } from './SingleDatePicker';

function Harness({
  onChange = () => undefined,
  minDate,
  maxDate,
}: {
  onChange?: (d: Date | null) => void;
  minDate?: Date;
  maxDate?: Date;
}) {
  const [value, setValue] = useState<Date | null>(new Date(2026, 2, 15));
  return (
    <SingleDatePicker
      id="dob"
      label="Date of birth"
      value={value}
      minDate={minDate}
      maxDate={maxDate}
      onChange={(d) => {
        setValue(d);
        onChange(d);
      }}
    />
  );
}

describe('SingleDatePicker (spec sections 2, 9)', () => {
  it('is a labelled read-only input showing the day first in English too (dd/MM/yyyy), as the UAE reads dates', () => {
    render(<Harness maxDate={new Date(2026, 11, 31)} />);
    const input = screen.getByLabelText('Date of birth');
    expect(input).toHaveAttribute('readonly');
    expect(input).toHaveValue('15/03/2026');
    expect(input).toHaveAttribute('placeholder', 'DD/MM/YYYY');
  });

  it('shows the day first in Arabic (dd/MM/yyyy), as the UAE reads dates', async () => {
    await i18n.changeLanguage('ar');
    try {
      render(<Harness maxDate={new Date(2026, 11, 31)} />);
      expect(screen.getByLabelText('Date of birth')).toHaveValue('15/03/2026');
      // The placeholder reads in the same order as the date (day first), and the calendar's buttons are named in Arabic.
      expect(i18n.t('common:datePlaceholder')).toBe('يوم/شهر/سنة');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('opens a calendar with month and year dropdowns (from 1900) and closes after a pick', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} maxDate={new Date(2026, 11, 31)} />);
    await user.click(screen.getByLabelText('Date of birth'));
    const selects = screen.getAllByRole('combobox');
    expect(selects).toHaveLength(2);
    const years = [...document.querySelectorAll<HTMLOptionElement>('.react-datepicker__year-select option')].map((o) => o.value);
    expect(years[0]).toBe('1900');
    expect(years.at(-1)).toBe('2026');
    await user.click(screen.getByRole('gridcell', { name: /March 20th, 2026/ }));
    expect(onChange).toHaveBeenCalledOnce();
    expect(screen.getByLabelText('Date of birth')).toHaveValue('20/03/2026');
    expect(document.querySelector('.react-datepicker__month-select')).toBeNull();
  });

  it("names the calendar's month buttons in the screen language", async () => {
    const user = userEvent.setup();
    await i18n.changeLanguage('ar');
    try {
      render(<Harness maxDate={new Date(2026, 11, 31)} />);
      await user.click(screen.getByLabelText('Date of birth'));
      expect(screen.getByRole('button', { name: 'الشهر السابق' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Month/ })).toBeNull();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('renders its calendar in a portal at the end of <body>, outside any modal that holds the field', async () => {
    const user = userEvent.setup();
    render(
      <div data-testid="modal" style={{ overflow: 'hidden' }}>
        <Harness maxDate={new Date(2026, 11, 31)} />
      </div>,
    );
    await user.click(screen.getByLabelText('Date of birth'));
    const calendar = document.querySelector('.react-datepicker')!;
    expect(calendar).not.toBeNull();
    expect(screen.getByTestId('modal').contains(calendar)).toBe(false);
    expect(calendar.closest(`#${POPUP_PORTAL_ID}`)?.parentElement).toBe(document.body);
  });

  it('disables days outside minDate and maxDate', async () => {
    const user = userEvent.setup();
    render(<Harness minDate={new Date(2026, 2, 10)} maxDate={new Date(2026, 2, 25)} />);
    await user.click(screen.getByLabelText('Date of birth'));
    expect(screen.getByRole('gridcell', { name: /March 9th, 2026/ })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('gridcell', { name: /March 26th, 2026/ })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('gridcell', { name: /March 12th, 2026/ })).toHaveAttribute('aria-disabled', 'false');
  });

  it('shows an error linked to the input', () => {
    render(<SingleDatePicker id="d" label="Start" value={null} onChange={() => undefined} error="Choose a start date." />);
    const input = screen.getByLabelText('Start');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Choose a start date.');
  });
});
