import { PlanStatus } from '../users/users.types.js';
import { dueEvent, planCancellation, planStatusOf, renewalOf, transitionOutcome } from './lifecycle.js';
import { DeliveryStatus, SubscriptionStatus } from './subscription.schema.js';

const DAY = 86_400_000;
const d = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

describe('transitionOutcome', () => {
  it.each([
    [SubscriptionStatus.Active, 'pause', 'apply'],
    [SubscriptionStatus.Paused, 'resume', 'apply'],
    [SubscriptionStatus.Active, 'expire', 'apply'],
    [SubscriptionStatus.Paused, 'expire', 'apply'],
    [SubscriptionStatus.Active, 'cancel', 'apply'],
    [SubscriptionStatus.Paused, 'cancel', 'apply'],
    [SubscriptionStatus.Expired, 'expire', 'noop'],
    [SubscriptionStatus.Cancelled, 'cancel', 'noop'],
    [SubscriptionStatus.Active, 'resume', 'noop'],
    [SubscriptionStatus.Expired, 'pause', 'refuse'],
    [SubscriptionStatus.Expired, 'cancel', 'refuse'],
    [SubscriptionStatus.Cancelled, 'resume', 'refuse'],
    [SubscriptionStatus.Cancelled, 'expire', 'refuse'],
  ] as const)('%s + %s -> %s', (from, event, outcome) => {
    expect(transitionOutcome(from, event)).toBe(outcome);
  });
});

describe('dueEvent', () => {
  const base = { status: SubscriptionStatus.Active, endDate: d('2026-12-10'), pauses: [{ from: d('2026-12-03'), to: d('2026-12-04') }] };
  it("expires the day after the last delivery (Dubai's day), not on it", () => {
    expect(dueEvent(base, new Date('2026-12-10T19:59:00Z'))).toBeNull(); // 23:59 on 10 Dec in Dubai
    expect(dueEvent(base, new Date('2026-12-10T20:01:00Z'))).toBe('expire'); // 00:01 on 11 Dec in Dubai
  });
  it('pauses while a pause covers today and resumes after it', () => {
    expect(dueEvent(base, new Date('2026-12-03T08:00:00Z'))).toBe('pause');
    expect(dueEvent({ ...base, status: SubscriptionStatus.Paused }, new Date('2026-12-04T08:00:00Z'))).toBeNull();
    expect(dueEvent({ ...base, status: SubscriptionStatus.Paused }, new Date('2026-12-05T08:00:00Z'))).toBe('resume');
  });
});

describe('planStatusOf', () => {
  const sub = (status: SubscriptionStatus, start: string, end: string, created: string) => ({
    status,
    startDate: d(start),
    endDate: d(end),
    createdAt: d(created),
  });
  it('follows the running subscription that starts first, so a queued renewal does not hide it', () => {
    const subs = [
      sub(SubscriptionStatus.Paused, '2026-11-01', '2026-11-30', '2026-10-20'),
      sub(SubscriptionStatus.Active, '2026-12-01', '2026-12-28', '2026-11-28'),
    ];
    expect(planStatusOf(subs, d('2026-11-29'))).toBe(PlanStatus.Paused);
  });
  it('falls back to the newest subscription once none runs, and None without any', () => {
    expect(
      planStatusOf(
        [
          sub(SubscriptionStatus.Expired, '2026-10-01', '2026-10-28', '2026-09-20'),
          sub(SubscriptionStatus.Cancelled, '2026-11-01', '2026-11-28', '2026-10-20'),
        ],
        d('2026-12-01'),
      ),
    ).toBe(PlanStatus.Cancelled);
    expect(planStatusOf([], d('2026-12-01'))).toBe(PlanStatus.None);
  });
});

describe('renewalOf', () => {
  it('opens 3 days before the end and starts the day after it', () => {
    const end = d('2026-12-28');
    expect(renewalOf(end, new Date('2026-12-24T12:00:00Z')).open).toBe(false);
    expect(renewalOf(end, new Date('2026-12-25T00:00:00Z'))).toEqual({
      open: true,
      offeredFrom: d('2026-12-25'),
      startDate: d('2026-12-29'),
    });
    expect(renewalOf(end, new Date('2026-12-29T01:00:00Z')).open).toBe(false);
  });
  it('starts at the earliest checkout allows when the day after the end is too close', () => {
    expect(renewalOf(d('2026-12-28'), new Date('2026-12-28T10:00:00Z')).startDate).toEqual(d('2026-12-31'));
  });
});

describe('planCancellation', () => {
  const entries = [
    { scheduledDate: d('2026-12-01'), deliveryStatus: DeliveryStatus.Delivered },
    { scheduledDate: d('2026-12-02'), deliveryStatus: DeliveryStatus.Pending },
    { scheduledDate: d('2026-12-03'), deliveryStatus: DeliveryStatus.Pending },
    { scheduledDate: d('2026-12-04'), deliveryStatus: DeliveryStatus.Pending },
    { scheduledDate: d('2026-12-04'), deliveryStatus: DeliveryStatus.Pending },
  ];
  it('cancels Pending meals at least the cut-off away and keeps the rest', () => {
    const plan = planCancellation(entries, new Date('2026-12-01T10:00:00Z'), { hours: 48, time: '00:00' });
    expect(plan.days).toEqual([d('2026-12-04')]);
    expect(plan.indexes).toEqual([3, 4]);
    expect(plan.keptMeals).toBe(3);
    expect(plan.lastDelivery).toEqual(new Date(d('2026-12-03').getTime()));
    expect(new Date(plan.lastDelivery!.getTime() + DAY)).toEqual(d('2026-12-04'));
  });
});
