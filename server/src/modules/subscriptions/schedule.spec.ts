import { buildSchedule } from './schedule.js';

/** The delivery schedule rule (docs/decisions/0007-ordering-and-payments.md). */

const start = new Date('2030-01-01T00:00:00Z');
const meals = { breakfast: ['B1', 'B2', 'B3'], lunch: ['L1', 'L2'], dinner: ['D1'], snack: ['S1', 'S2'] };

describe('buildSchedule', () => {
  it('one entry per delivery day and chosen category, every calendar day from the start', () => {
    const s = buildSchedule(start, 7, { breakfast: 1, lunch: 1, dinner: 1, snack: 1 }, meals);
    expect(s).toHaveLength(28);
    expect(s.filter((m) => m.category === 'lunch').map((m) => m.scheduledDate.toISOString().slice(0, 10))).toEqual([
      '2030-01-01',
      '2030-01-02',
      '2030-01-03',
      '2030-01-04',
      '2030-01-05',
      '2030-01-06',
      '2030-01-07',
    ]);
    expect(s.slice(0, 4).map((m) => m.category)).toEqual(['breakfast', 'lunch', 'dinner', 'snack']);
  });

  it('rotates meals: index = (dayIndex + slotIndex) mod (meals in the category)', () => {
    const s = buildSchedule(start, 4, { breakfast: 1, lunch: 0, dinner: 0, snack: 0 }, meals);
    expect(s.map((m) => m.meal)).toEqual(['B1', 'B2', 'B3', 'B1']);
  });

  it('custom counts give `count` entries of the category a day', () => {
    const s = buildSchedule(start, 2, { breakfast: 0, lunch: 3, dinner: 0, snack: 0 }, meals);
    expect(s.map((m) => `${m.scheduledDate.getUTCDate()}:${m.meal}`)).toEqual(['1:L1', '1:L2', '1:L1', '2:L2', '2:L1', '2:L2']);
  });

  it('a 5-day week leaves out its days off: 10 deliveries from Tuesday 1 January 2030 end on Monday the 14th', () => {
    const weekdays = (t: number) => ![0, 6].includes(new Date(t).getUTCDay());
    const s = buildSchedule(start, 10, { breakfast: 0, lunch: 1, dinner: 0, snack: 0 }, meals, weekdays);
    const days = s.map((m) => m.scheduledDate.toISOString().slice(8, 10));
    expect(days).toEqual(['01', '02', '03', '04', '07', '08', '09', '10', '11', '14']);
    expect(s.map((m) => m.meal)).toEqual(['L1', 'L2', 'L1', 'L2', 'L1', 'L2', 'L1', 'L2', 'L1', 'L2']);
  });

  it('28 days of 2 meals a day make 56 entries', () => {
    expect(buildSchedule(start, 28, { breakfast: 0, lunch: 1, dinner: 1, snack: 0 }, meals)).toHaveLength(56);
  });
});
