import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MeasurementInput, type MeasurementValue } from './MeasurementInput';
import { convertMeasurement, MEASUREMENT_WARNINGS } from './measurement';

function Harness({ kind, initial, warn }: { kind: 'weight' | 'height'; initial: MeasurementValue; warn?: boolean }) {
  const [value, setValue] = useState(initial);
  return <MeasurementInput kind={kind} label={kind === 'weight' ? 'Weight' : 'Height'} value={value} onChange={setValue} warn={warn} />;
}

describe('convertMeasurement', () => {
  it('converts with 2 decimals', () => {
    expect(convertMeasurement(80, 'kg', 'lb')).toBe(176.37);
    expect(convertMeasurement(176.37, 'lb', 'kg')).toBe(80);
    expect(convertMeasurement(180, 'cm', 'ft')).toBe(5.91);
    expect(convertMeasurement(6, 'ft', 'cm')).toBe(182.88);
  });
});

describe('MeasurementInput', () => {
  it('converts kg to lb and back when the unit is toggled', async () => {
    const user = userEvent.setup();
    render(<Harness kind="weight" initial={{ value: '', unit: 'kg' }} />);
    await user.type(screen.getByLabelText('Weight'), '80');
    await user.click(screen.getByRole('button', { name: 'lb' }));
    expect(screen.getByLabelText('Weight')).toHaveValue(176.37);
    expect(screen.getByRole('button', { name: 'lb' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'kg' }));
    expect(screen.getByLabelText('Weight')).toHaveValue(80);
  });

  it('converts cm to ft and back', async () => {
    const user = userEvent.setup();
    render(<Harness kind="height" initial={{ value: '', unit: 'cm' }} />);
    await user.type(screen.getByLabelText('Height'), '180');
    await user.click(screen.getByRole('button', { name: 'ft' }));
    expect(screen.getByLabelText('Height')).toHaveValue(5.91);
    await user.click(screen.getByRole('button', { name: 'cm' }));
    expect(screen.getByLabelText('Height')).toHaveValue(180);
  });

  it('keeps the typed metric value across any number of toggles (no drift)', async () => {
    const user = userEvent.setup();
    render(<Harness kind="height" initial={{ value: '', unit: 'cm' }} />);
    await user.type(screen.getByLabelText('Height'), '180');
    for (let i = 0; i < 3; i++) {
      await user.click(screen.getByRole('button', { name: 'ft' }));
      expect(screen.getByLabelText('Height')).toHaveValue(5.91);
      await user.click(screen.getByRole('button', { name: 'cm' }));
      expect(screen.getByLabelText('Height')).toHaveValue(180);
    }
  });

  it('toggles an empty field without an error and keeps it empty', async () => {
    const user = userEvent.setup();
    render(<Harness kind="weight" initial={{ value: '', unit: 'kg' }} />);
    await user.click(screen.getByRole('button', { name: 'lb' }));
    expect(screen.getByLabelText('Weight')).toHaveValue(null);
    expect(screen.getByRole('button', { name: 'lb' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('warns only with `warn` and only outside the limits', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness kind="weight" initial={{ value: '30', unit: 'kg' }} />);
    expect(screen.queryByText(MEASUREMENT_WARNINGS.weight)).not.toBeInTheDocument();
    unmount();

    render(<Harness kind="weight" initial={{ value: '30', unit: 'kg' }} warn />);
    expect(screen.getByText('The Weight must be in the limit of 40kg - 140kg or 90lb - 300lb')).toBeInTheDocument();
    const input = screen.getByLabelText('Weight');
    await user.clear(input);
    await user.type(input, '40');
    expect(screen.queryByText(MEASUREMENT_WARNINGS.weight)).not.toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '140');
    expect(screen.queryByText(MEASUREMENT_WARNINGS.weight)).not.toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '140.5');
    expect(screen.getByText(MEASUREMENT_WARNINGS.weight)).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '39.9');
    expect(screen.getByText(MEASUREMENT_WARNINGS.weight)).toBeInTheDocument();
  });

  it('warns about the height in feet', () => {
    render(<Harness kind="height" initial={{ value: '8', unit: 'ft' }} warn />);
    expect(screen.getByText('The height must be in the limit of 75cm - 225cm or 2.5ft - 7ft')).toBeInTheDocument();
  });
});
