import {
  DAY_MS,
  MAX_PAUSED_DAYS,
  daysLeft,
  deliveryDays,
  earliestChangeableDay,
  findEntry,
  hasNotice,
  isPausedOn,
  mealsPerDayOf,
  planPause,
  planResume,
  type ScheduleEntry,
  type ScheduleState,
} from './schedule-changes.js';

/** Pause, skip and resume arithmetic (docs/decisions/0010-customer-area.md). */

const d = (iso: string) => new Date(`${iso}T00:00:00Z`);
const iso = (t: Date | number) => new Date(t).toISOString().slice(0, 10);

/** `days` delivery days from 2030-03-01 with two entries (lunch, dinner) each. */
function schedule(days: number, start = d('2030-03-01')): ScheduleState {
  const entries: ScheduleEntry[] = [];
  for (let i = 0; i < days; i++) {
    for (const category of ['lunch', 'dinner']) {
      entries.push({ index: entries.length, scheduledDate: new Date(start.getTime() + i * DAY_MS), category, deliveryStatus: 'Pending' });
    }
  }
  return { startDate: start, endDate: new Date(start.getTime() + (days - 1) * DAY_MS), entries, pauses: [] };
}

/** Applies a change's moves to a state (what the repository's `$set`s do). */
function apply(state: ScheduleState, change: ReturnType<typeof planPause>): ScheduleState {
  const entries = state.entries.map((e) => ({ ...e }));
  for (const m of change.moves) entries[m.index]!.scheduledDate = m.scheduledDate;
  return { ...state, entries, pauses: change.pauses, endDate: change.endDate };
}

const now = new Date('2030-03-01T10:00:00Z');

describe("notice (48 hours before the day's midnight, UTC)", () => {
  it('the earliest day is the first midnight at least 48 h ahead', () => {
    expect(iso(earliestChangeableDay(now, 48))).toBe('2030-03-04'); // 03-03 00:00 is 46 h away
    expect(iso(earliestChangeableDay(new Date('2030-03-01T00:00:00Z'), 48))).toBe('2030-03-03');
  });

  it('47 h 59 min is too short, 48 h is enough', () => {
    const day = d('2030-03-10');
    expect(hasNotice(day, new Date(day.getTime() - 48 * 3_600_000), 48)).toBe(true);
    expect(hasNotice(day, new Date(day.getTime() - (47 * 60 + 59) * 60_000), 48)).toBe(false);
  });
});

describe('planPause', () => {
  it('moves the paused days, in order, to the days after the end; the end moves out by their number', () => {
    const s = schedule(28); // 03-01 .. 03-28
    const c = planPause(s, d('2030-03-10'), d('2030-03-12'), now, 48);
    expect(c.days).toBe(3);
    expect(c.totalPausedDays).toBe(3);
    expect(iso(c.endDate)).toBe('2030-03-31');
    const after = apply(s, c);
    expect(after.entries.filter((e) => ['2030-03-10', '2030-03-11', '2030-03-12'].includes(iso(e.scheduledDate)))).toEqual([]);
    // entries of 03-10 (indexes 18, 19) are now on 03-29, 03-11 on 03-30, 03-12 on 03-31
    expect(after.entries.slice(18, 24).map((e) => iso(e.scheduledDate))).toEqual([
      '2030-03-29',
      '2030-03-29',
      '2030-03-30',
      '2030-03-30',
      '2030-03-31',
      '2030-03-31',
    ]);
    expect(deliveryDays(after.entries)).toHaveLength(28);
    expect(isPausedOn(after.pauses, d('2030-03-11'))).toBe(true);
  });

  it('a skip is a one-day pause', () => {
    const c = planPause(schedule(7), d('2030-03-05'), d('2030-03-05'), now, 48);
    expect(c).toMatchObject({ days: 1, totalPausedDays: 1 });
    expect(iso(c.endDate)).toBe('2030-03-08');
  });

  it('refuses short notice, days outside the schedule, reversed ranges and overlaps', () => {
    const s = schedule(28);
    expect(() => planPause(s, d('2030-03-03'), d('2030-03-03'), now, 48)).toThrow(
      "Pauses need 48 hours' notice: the earliest day you can pause is 04-03-2030.",
    );
    expect(() => planPause(s, d('2030-03-20'), d('2030-03-29'), now, 48)).toThrow('Choose days between 04-03-2030 and 28-03-2030.');
    expect(() => planPause(s, d('2030-03-12'), d('2030-03-10'), now, 48)).toThrow('The last paused day must be on or after the first.');
    const paused = apply(s, planPause(s, d('2030-03-10'), d('2030-03-12'), now, 48));
    expect(() => planPause(paused, d('2030-03-12'), d('2030-03-13'), now, 48)).toThrow('Some of these days are already paused.');
    // after the first pause the schedule runs to 03-31, so those days can be paused now
    expect(planPause(paused, d('2030-03-29'), d('2030-03-31'), now, 48).endDate.toISOString().slice(0, 10)).toBe('2030-04-03');
  });

  it('at most 30 paused days in total', () => {
    let s = schedule(84);
    s = apply(s, planPause(s, d('2030-03-05'), d('2030-03-24'), now, 48)); // 20 days
    expect(() => planPause(s, d('2030-04-01'), d('2030-04-11'), now, 48)).toThrow('You can pause at most 30 days in total; 10 left.');
    s = apply(s, planPause(s, d('2030-04-01'), d('2030-04-10'), now, 48)); // 30 days
    expect(() => planPause(s, d('2030-04-20'), d('2030-04-20'), now, 48)).toThrow('You can pause at most 30 days in total; 0 left.');
    expect(MAX_PAUSED_DAYS).toBe(30);
  });

  it('refuses days whose meals are no longer Pending', () => {
    const s = schedule(10);
    s.entries[10]!.deliveryStatus = 'OutForDelivery'; // 03-06
    expect(() => planPause(s, d('2030-03-06'), d('2030-03-06'), now, 48)).toThrow('Some of these deliveries are already on their way.');
  });
});

describe('planResume', () => {
  it('a future pause is undone completely: the schedule is as before', () => {
    const s = schedule(28);
    const paused = apply(s, planPause(s, d('2030-03-10'), d('2030-03-12'), now, 48));
    const c = planResume(paused, now, 48);
    expect(c).toMatchObject({ days: 3, totalPausedDays: 0, pauses: [] });
    const back = apply(paused, c);
    expect(back.entries).toEqual(s.entries);
    expect(iso(back.endDate)).toBe('2030-03-28');
  });

  it('a running pause keeps its days inside the notice period and gives back the rest', () => {
    const s = schedule(28);
    const paused = apply(s, planPause(s, d('2030-03-10'), d('2030-03-19'), now, 48)); // 10 days, end 04-07
    const later = new Date('2030-03-12T09:00:00Z'); // earliest changeable day: 03-15
    const c = planResume(paused, later, 48);
    expect(c.days).toBe(5); // 03-15 .. 03-19
    expect(c.pauses.map((p) => [iso(p.from), iso(p.to)])).toEqual([['2030-03-10', '2030-03-14']]);
    expect(iso(c.endDate)).toBe('2030-04-02');
    const after = apply(paused, c);
    expect(deliveryDays(after.entries)).toHaveLength(28);
    expect(deliveryDays(after.entries).map(iso)).toContain('2030-03-15');
    expect(isPausedOn(after.pauses, d('2030-03-14'))).toBe(true);
  });

  it("resumed days beyond the schedule's length are simply no longer paused", () => {
    let s = schedule(10); // 03-01 .. 03-10
    s = apply(s, planPause(s, d('2030-03-09'), d('2030-03-10'), now, 48)); // deliveries 1-8, 11, 12
    s = apply(s, planPause(s, d('2030-03-11'), d('2030-03-12'), now, 48)); // deliveries 1-8, 13, 14
    const after = apply(s, planResume(s, now, 48));
    expect(deliveryDays(after.entries).map(iso)).toEqual(deliveryDays(schedule(10).entries).map(iso));
    expect(after.pauses).toEqual([]);
    expect(iso(after.endDate)).toBe('2030-03-10');
  });

  it('nothing to resume', () => {
    const s = schedule(28);
    expect(() => planResume(s, now, 48)).toThrow('There are no paused days from 04-03-2030 on to resume.');
    const paused = apply(s, planPause(s, d('2030-03-05'), d('2030-03-06'), now, 48));
    expect(() => planResume(paused, new Date('2030-03-04T12:00:00Z'), 48)).toThrow(
      'There are no paused days from 07-03-2030 on to resume.',
    );
  });
});

describe('reading a schedule', () => {
  it('days left, meals per day and entries by category and position', () => {
    const s = schedule(7);
    expect(daysLeft(s.entries, new Date('2030-03-05T15:00:00Z'))).toBe(3);
    expect(daysLeft(s.entries, d('2030-02-01'))).toBe(7);
    // Cancelled days (a cancelled plan's) are not left; a day with one meal still coming is.
    const cancelled = s.entries.map((e) => (e.scheduledDate >= d('2030-03-05') ? { ...e, deliveryStatus: 'Cancelled' } : e));
    cancelled[0] = { ...cancelled[0]!, deliveryStatus: 'Cancelled' };
    expect(daysLeft(cancelled, d('2030-03-01'))).toBe(4);
    expect(mealsPerDayOf(s.entries)).toBe(2);
    expect(findEntry(s.entries, d('2030-03-02'), 'dinner', 0)?.index).toBe(3);
    expect(findEntry(s.entries, d('2030-03-02'), 'dinner', 1)).toBeNull();
  });
});
