import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../../../i18n';
import type { SelectionPlan } from '../../utils/selection';
import { DurationOptions } from '../DurationOptions';

const weeks: SelectionPlan['deliveryWeeks'] = [
  { deliveryDays: 7, daysOff: [] },
  { deliveryDays: 6, daysOff: ['Sunday'] },
  { deliveryDays: 5, daysOff: ['Sunday', 'Saturday'] },
];

function Harness({ initial = 7 }: { initial?: number }) {
  const [perWeek, setPerWeek] = useState(initial);
  return (
    <DurationOptions
      options={['1 Month', '3 Months']}
      value="1 Month"
      onChange={() => undefined}
      isTrial={false}
      weeks={weeks}
      deliveryDaysPerWeek={perWeek}
      onWeekChange={setPerWeek}
    />
  );
}

describe('DurationOptions with delivery weeks', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('offers the weeks with their days off, and counts the deliveries of each duration at the chosen week', async () => {
    await i18n.changeLanguage('en');
    await i18n.loadNamespaces(['ordering']);
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Delivery days a week' })).toBeInTheDocument();
    expect(screen.getByText('28 delivery days')).toBeInTheDocument();
    expect(screen.getByText('Every day')).toBeInTheDocument();
    expect(screen.getByText('Saturday and Sunday off')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: /5 days a week/ }));
    expect(screen.getByRole('radio', { name: /5 days a week/ })).toBeChecked();
    expect(screen.getByText('20 delivery days')).toBeInTheDocument();
    expect(screen.getByText('60 delivery days')).toBeInTheDocument();
  });

  it('names the days off in Arabic', async () => {
    await i18n.changeLanguage('ar');
    await i18n.loadNamespaces(['ordering']);
    render(<Harness initial={5} />);
    expect(screen.getByRole('group', { name: 'أيام التوصيل في الأسبوع' })).toBeInTheDocument();
    expect(screen.getByText(/عطلة: السبت و\s?الأحد/)).toBeInTheDocument();
  });

  it('shows no week choice for a plan sold every day only', async () => {
    await i18n.changeLanguage('en');
    render(
      <DurationOptions
        options={['1 Month']}
        value="1 Month"
        onChange={() => undefined}
        isTrial={false}
        weeks={[weeks[0]]}
        deliveryDaysPerWeek={7}
        onWeekChange={() => undefined}
      />,
    );
    expect(screen.queryByRole('group', { name: 'Delivery days a week' })).toBeNull();
  });
});
