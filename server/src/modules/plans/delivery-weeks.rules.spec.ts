import {
  chooseWeek,
  deliveriesOf,
  deliveryDayRule,
  deliveryDaysFrom,
  normaliseDeliveryWeeks,
  Weekday,
  weekdayOf,
} from './delivery-weeks.rules.js';

const d = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe('delivery weeks', () => {
  it('normalises the weeks staff choose: longest first, days off in week order, one of each length', () => {
    expect(
      normaliseDeliveryWeeks([
        { deliveryDays: 5, daysOff: [Weekday.Saturday, Weekday.Sunday] },
        { deliveryDays: 7, daysOff: [] },
      ]),
    ).toEqual([
      { deliveryDays: 7, daysOff: [] },
      { deliveryDays: 5, daysOff: [Weekday.Sunday, Weekday.Saturday] },
    ]);
    expect(() => normaliseDeliveryWeeks([])).toThrow('Choose at least one delivery week');
    expect(() => normaliseDeliveryWeeks([{ deliveryDays: 6, daysOff: [] }])).toThrow('one for a 6-day week');
    expect(() => normaliseDeliveryWeeks([{ deliveryDays: 5, daysOff: [Weekday.Friday, Weekday.Friday] }])).toThrow('two for a 5-day week');
    expect(() => normaliseDeliveryWeeks([{ deliveryDays: 4, daysOff: [] }])).toThrow('7, 6 or 5');
    expect(() =>
      normaliseDeliveryWeeks([
        { deliveryDays: 7, daysOff: [] },
        { deliveryDays: 7, daysOff: [] },
      ]),
    ).toThrow('listed twice');
  });

  it("a customer's week: the plan's longest by default, one it sells, the trial every day only", () => {
    const plan = {
      isTrial: false,
      deliveryWeeks: [
        { deliveryDays: 7, daysOff: [] },
        { deliveryDays: 5, daysOff: [Weekday.Sunday, Weekday.Saturday] },
      ],
    };
    expect(chooseWeek(plan).deliveryDays).toBe(7);
    expect(chooseWeek(plan, 5).daysOff).toEqual([Weekday.Sunday, Weekday.Saturday]);
    expect(() => chooseWeek(plan, 6)).toThrow('Choose one of: 7, 5.');
    expect(chooseWeek({ isTrial: false, deliveryWeeks: [] }).deliveryDays).toBe(7);
    expect(() => chooseWeek({ isTrial: true }, 5)).toThrow('every day of its week');
  });

  it('counts deliveries by weeks: a month is 28, 24 or 20; three months 84, 72 or 60', () => {
    expect([7, 6, 5].map((n) => deliveriesOf(28, n))).toEqual([28, 24, 20]);
    expect([7, 6, 5].map((n) => deliveriesOf(84, n))).toEqual([84, 72, 60]);
  });

  it('skips the days off and the closed days', () => {
    expect(weekdayOf(d('2026-12-05'))).toBe(Weekday.Saturday);
    const closed = new Set([d('2026-12-02').getTime()]); // UAE National Day holiday
    const rule = deliveryDayRule([Weekday.Saturday, Weekday.Sunday], closed);
    expect(deliveryDaysFrom(d('2026-11-30'), 6, rule).map((x) => x.toISOString().slice(0, 10))).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-03',
      '2026-12-04',
      '2026-12-07',
      '2026-12-08',
    ]);
  });
});
