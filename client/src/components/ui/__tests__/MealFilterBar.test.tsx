import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { NO_MEAL_FILTER, type MealFilter } from '../../../lib/meal-filters';
import { MealFilterBar } from '../MealFilterBar';

function Harness({ initial, onChange }: { initial: MealFilter; onChange?: (f: MealFilter) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <MealFilterBar
      value={value}
      onChange={(f) => {
        setValue(f);
        onChange?.(f);
      }}
    />
  );
}

describe('MealFilterBar: calorie range', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('says so when the minimum is above the maximum, and swaps them on request', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial={{ ...NO_MEAL_FILTER, kcalMin: 600, kcalMax: 300 }} onChange={onChange} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The minimum is above the maximum, so no meal matches.');
    expect(screen.getByLabelText('Minimum calories')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Maximum calories')).toHaveAccessibleDescription(/The minimum is above the maximum/);

    await user.click(screen.getByRole('button', { name: 'Swap them' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...NO_MEAL_FILTER, kcalMin: 300, kcalMax: 600 });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Minimum calories')).toHaveValue(300);
    expect(screen.getByLabelText('Minimum calories')).not.toHaveAttribute('aria-invalid');
  });

  it('is quiet for a sound range, an equal one or one open end', async () => {
    const user = userEvent.setup();
    render(<Harness initial={{ ...NO_MEAL_FILTER, kcalMin: 300 }} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const max = screen.getByLabelText('Maximum calories');
    await user.type(max, '300');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.clear(max);
    await user.type(max, '20');
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });

  it('in Arabic', async () => {
    await i18n.changeLanguage('ar');
    render(<Harness initial={{ ...NO_MEAL_FILTER, kcalMin: 600, kcalMax: 300 }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('الحد الأدنى أعلى من الحد الأقصى، لذا لا تطابقه أي وجبة.');
    expect(screen.getByRole('button', { name: 'بدّل بينهما' })).toBeInTheDocument();
  });
});
