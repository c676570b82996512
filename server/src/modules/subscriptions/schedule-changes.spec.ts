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

const now = new Date('2030-03-01T10:00:00Z'); // 14:00 on 1 March in Dubai
/** 48 hours before the day begins in Dubai, at 00:00 (the default CUTOFF_TIME). */
const N48 = { hours: 48, time: '00:00' };
const HOUR = 3_600_000;

describe('notice (48 hours before the day begins in Dubai, at the cut-off time)', () => {
  it('the earliest day is the first whose Dubai midnight is at least 48 h ahead', () => {
    expect(iso(earliestChangeableDay(now, N48))).toBe('2030-03-04'); // 03-03 begins 34 h away
    expect(iso(earliestChangeableDay(new Date('2030-02-28T20:00:00Z'), N48))).toBe('2030-03-03'); // 00:00 on 03-01 in Dubai
    expect(iso(earliestChangeableDay(new Date('2030-03-01T00:00:00Z'), N48))).toBe('2030-03-04'); // 04:00 in Dubai: 03-03 has closed
  });

  it('47 h 59 min before the Dubai midnight is too short, 48 h is enough', () => {
    const day = d('2030-03-10');
    const dubaiMidnight = day.getTime() - 4 * HOUR;
    expect(hasNotice(day, new Date(dubaiMidnight - 48 * HOUR), N48)).toBe(true);
    expect(hasNotice(day, new Date(dubaiMidnight - (47 * 60 + 59) * 60_000), N48)).toBe(false);
  });

  it('a cut-off time of 18:00 closes Thursday at Monday 18:00 Dubai (14:00 UTC)', () => {
    const thursday = d('2030-03-14');
    const rule = { hours: 48, time: '18:00' };
    expect(hasNotice(thursday, new Date('2030-03-11T14:00:00Z'), rule)).toBe(true);
    expect(hasNotice(thursday, new Date('2030-03-11T14:00:01Z'), rule)).toBe(false);
    expect(iso(earliestChangeableDay(new Date('2030-03-11T14:00:01Z'), rule))).toBe('2030-03-15');
  });
});

describe('days off', () => {
  /** Monday to Friday: Saturday and Sunday off. */
  const weekdays = (t: number) => ![0, 6].includes(new Date(t).getUTCDay());
  /** A 5-day schedule of `n` deliveries from Monday 2030-03-04. */
  function fiveDay(n: number): ScheduleState {
    const days: number[] = [];
    for (let t = d('2030-03-04').getTime(); days.length < n; t += DAY_MS) if (weekdays(t)) days.push(t);
    const entries = days.map((t, index) => ({ index, scheduledDate: new Date(t), category: 'lunch', deliveryStatus: 'Pending' }));
    return { startDate: new Date(days[0]), endDate: new Date(days.at(-1)!), entries, pauses: [], isDeliveryDay: weekdays };
  }

  it('a pause over a weekend pauses its weekdays only and moves them to the next weekdays after the end', () => {
    const s = fiveDay(20); // 03-04 (Mon) .. 03-29 (Fri)
    const c = planPause(s, d('2030-03-08'), d('2030-03-11'), now, N48); // Fri, Sat, Sun, Mon
    expect(c.days).toBe(2);
    expect(c.moves.map((m) => iso(m.scheduledDate))).toEqual(['2030-04-01', '2030-04-02']); // Mon, Tue after Fri 03-29
    expect(iso(c.endDate)).toBe('2030-04-02');
    expect(c.pauses).toEqual([{ from: d('2030-03-08'), to: d('2030-03-11'), days: 2 }]);
    const after = apply(s, c);
    expect(after.entries.every((e) => weekdays(e.scheduledDate.getTime()))).toBe(true);
  });

  it('a range of days off only is not a pause', () => {
    expect(() => planPause(fiveDay(20), d('2030-03-09'), d('2030-03-10'), now, N48)).toThrow('Choose days between');
  });

  it('resume gives the weekdays back and the end returns to a Friday', () => {
    const s = fiveDay(20);
    const paused = apply(s, planPause(s, d('2030-03-08'), d('2030-03-11'), now, N48));
    const c = planResume(paused, now, N48);
    expect(c.days).toBe(2);
    expect(iso(c.endDate)).toBe('2030-03-29');
    expect(c.pauses).toEqual([]);
  });
});

describe('planPause', () => {
  it('moves the paused days, in order, to the days after the end; the end moves out by their number', () => {
    const s = schedule(28); // 03-01 .. 03-28
    const c = planPause(s, d('2030-03-10'), d('2030-03-12'), now, N48);
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
    const c = planPause(schedule(7), d('2030-03-05'), d('2030-03-05'), now, N48);
    expect(c).toMatchObject({ days: 1, totalPausedDays: 1 });
    expect(iso(c.endDate)).toBe('2030-03-08');
  });

  it('refuses short notice, days outside the schedule, reversed ranges and overlaps', () => {
    const s = schedule(28);
    expect(() => planPause(s, d('2030-03-03'), d('2030-03-03'), now, N48)).toThrow(
      "Pauses and skips close at each day's cut-off: the earliest day you can pause now is 04-03-2030.",
    );
    expect(() => planPause(s, d('2030-03-20'), d('2030-03-29'), now, N48)).toThrow('Choose days between 04-03-2030 and 28-03-2030.');
    expect(() => planPause(s, d('2030-03-12'), d('2030-03-10'), now, N48)).toThrow('The last paused day must be on or after the first.');
    const paused = apply(s, planPause(s, d('2030-03-10'), d('2030-03-12'), now, N48));
    expect(() => planPause(paused, d('2030-03-12'), d('2030-03-13'), now, N48)).toThrow('Some of these days are already paused.');
    // after the first pause the schedule runs to 03-31, so those days can be paused now
    expect(planPause(paused, d('2030-03-29'), d('2030-03-31'), now, N48).endDate.toISOString().slice(0, 10)).toBe('2030-04-03');
  });

  it('at most 30 paused days in total', () => {
    let s = schedule(84);
    s = apply(s, planPause(s, d('2030-03-05'), d('2030-03-24'), now, N48)); // 20 days
    expect(() => planPause(s, d('2030-04-01'), d('2030-04-11'), now, N48)).toThrow('You can pause at most 30 days in total; 10 left.');
    s = apply(s, planPause(s, d('2030-04-01'), d('2030-04-10'), now, N48)); // 30 days
    expect(() => planPause(s, d('2030-04-20'), d('2030-04-20'), now, N48)).toThrow('You can pause at most 30 days in total; 0 left.');
    expect(MAX_PAUSED_DAYS).toBe(30);
  });

  it('refuses days whose meals are no longer Pending', () => {
    const s = schedule(10);
    s.entries[10]!.deliveryStatus = 'OutForDelivery'; // 03-06
    expect(() => planPause(s, d('2030-03-06'), d('2030-03-06'), now, N48)).toThrow('Some of these deliveries are already on their way.');
  });
});

describe('planResume', () => {
  it('a future pause is undone completely: the schedule is as before', () => {
    const s = schedule(28);
    const paused = apply(s, planPause(s, d('2030-03-10'), d('2030-03-12'), now, N48));
    const c = planResume(paused, now, N48);
    expect(c).toMatchObject({ days: 3, totalPausedDays: 0, pauses: [] });
    const back = apply(paused, c);
    expect(back.entries).toEqual(s.entries);
    expect(iso(back.endDate)).toBe('2030-03-28');
  });

  it('a running pause keeps its days inside the notice period and gives back the rest', () => {
    const s = schedule(28);
    const paused = apply(s, planPause(s, d('2030-03-10'), d('2030-03-19'), now, N48)); // 10 days, end 04-07
    const later = new Date('2030-03-12T09:00:00Z'); // earliest changeable day: 03-15
    const c = planResume(paused, later, N48);
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
    s = apply(s, planPause(s, d('2030-03-09'), d('2030-03-10'), now, N48)); // deliveries 1-8, 11, 12
    s = apply(s, planPause(s, d('2030-03-11'), d('2030-03-12'), now, N48)); // deliveries 1-8, 13, 14
    const after = apply(s, planResume(s, now, N48));
    expect(deliveryDays(after.entries).map(iso)).toEqual(deliveryDays(schedule(10).entries).map(iso));
    expect(after.pauses).toEqual([]);
    expect(iso(after.endDate)).toBe('2030-03-10');
  });

  it('nothing to resume', () => {
    const s = schedule(28);
    expect(() => planResume(s, now, N48)).toThrow('There are no paused days from 04-03-2030 on to resume.');
    const paused = apply(s, planPause(s, d('2030-03-05'), d('2030-03-06'), now, N48));
    expect(() => planResume(paused, new Date('2030-03-04T12:00:00Z'), N48)).toThrow(
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
