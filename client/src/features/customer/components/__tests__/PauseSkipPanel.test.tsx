import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../../i18n';
import type { SubscriptionOverview } from '../../hooks/use-subscription-overview';
import { PauseSkipPanel } from '../PauseSkipPanel';

const DAY = 86_400_000;
const iso = (day: string) => `${day}T00:00:00.000Z`;
const dayAfter = (day: string, n: number) => new Date(Date.parse(iso(day)) + n * DAY).toISOString().slice(0, 10);

/**
 * A month's plan starting 10 March 2026, with 15 March already skipped (its meals moved to 7 April). `earliest`: the
 * first day the server says a pause may touch (its PAUSE_NOTICE_HOURS from now).
 */
function subscription(earliest = '2026-03-04'): SubscriptionOverview {
  const days = Array.from({ length: 29 }, (_, i) => dayAfter('2026-03-10', i)).filter((d) => d !== '2026-03-15');
  return {
    id: 's1',
    orderId: 'o1',
    planId: 'p1',
    planName: 'Balanced',
    startDate: iso('2026-03-10'),
    endDate: iso('2026-04-07'),
    status: 'Active',
    daysLeft: 28,
    mealsPerDay: 2,
    deliveryDaysPerWeek: 7,
    daysOff: [],
    pausedDays: 1,
    pauseDaysLeft: 9,
    earliestPauseDay: iso(earliest),
    earliestMenuChangeDay: iso(earliest),
    pauses: [{ from: iso('2026-03-15'), to: iso('2026-03-15'), days: 1 }],
    planMeals: days.map((d, i) => ({ id: `m${i}`, scheduledDate: iso(d), deliveryStatus: 'Pending' })),
  };
}

const cell = (name: RegExp) => screen.getByRole('gridcell', { name });

describe('PauseSkipPanel: the days offered', () => {
  beforeEach(async () => {
    // 1 March 2026, 10:00 UTC: the 48-hour notice allows 4 March on, six days before the plan starts.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
    await i18n.loadNamespaces('customer');
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('offers only delivery days: none before the start date, not a day already skipped', async () => {
    const user = userEvent.setup();
    render(
      <MockedProvider mocks={[]}>
        <PauseSkipPanel subscription={subscription()} />
      </MockedProvider>,
    );
    await user.click(screen.getByLabelText('Day to skip'));
    for (const before of [/March 4th, 2026/, /March 5th, 2026/, /March 9th, 2026/]) {
      expect(cell(before)).toHaveAttribute('aria-disabled', 'true');
    }
    expect(cell(/March 10th, 2026/)).toHaveAttribute('aria-disabled', 'false');
    expect(cell(/March 14th, 2026/)).toHaveAttribute('aria-disabled', 'false');
    expect(cell(/March 15th, 2026/)).toHaveAttribute('aria-disabled', 'true');
    expect(cell(/March 16th, 2026/)).toHaveAttribute('aria-disabled', 'false');
  });

  it.each([
    ['the 48-hour notice', '2026-03-23'],
    ['a 72-hour notice the operator set', '2026-03-24'],
  ])('offers nothing before the day the server names (%s) once the plan has started', async (_notice, earliest) => {
    vi.setSystemTime(new Date('2026-03-20T10:00:00Z'));
    const user = userEvent.setup();
    render(
      <MockedProvider mocks={[]}>
        <PauseSkipPanel subscription={subscription(earliest)} />
      </MockedProvider>,
    );
    await user.click(screen.getByLabelText('Day to skip'));
    const day = Number(earliest.slice(8));
    expect(cell(new RegExp(`March ${day - 1}(st|nd|rd|th), 2026`))).toHaveAttribute('aria-disabled', 'true');
    expect(cell(new RegExp(`March ${day}(st|nd|rd|th), 2026`))).toHaveAttribute('aria-disabled', 'false');
  });

  it('asks before resuming early, naming the first paused day given back (not today, before the plan starts)', async () => {
    const user = userEvent.setup();
    render(
      <MockedProvider mocks={[]}>
        <PauseSkipPanel subscription={subscription()} />
      </MockedProvider>,
    );
    await user.click(screen.getByRole('button', { name: /Resume early/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('15 Mar 2026');
    expect(dialog).not.toHaveTextContent('4 Mar 2026');
  });
});
