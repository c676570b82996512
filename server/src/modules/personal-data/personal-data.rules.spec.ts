import { leavesOf, personalDataRows } from './personal-data.rules.js';

describe('personalDataRows', () => {
  it('puts every value of the export on its own row: section, record (from 1, empty for an object), dotted field, text', () => {
    const rows = personalDataRows({
      exportedAt: new Date('2026-11-28T10:00:00Z'),
      profile: { email: 'a@example.com', emailsSwitchedOff: ['renewalReminder', 'scheduleChange'], nutritionProfile: null },
      orders: [
        { orderNumber: 'FF-1', packageInfo: { startDate: new Date('2026-12-01T00:00:00Z'), meals: ['Lunch'] } },
        { orderNumber: 'FF-2', refunds: [] },
      ],
      consents: [],
    });
    expect(rows).toEqual([
      ['exportedAt', '', '', '2026-11-28T10:00:00.000Z'],
      ['profile', '', 'email', 'a@example.com'],
      ['profile', '', 'emailsSwitchedOff.1', 'renewalReminder'],
      ['profile', '', 'emailsSwitchedOff.2', 'scheduleChange'],
      ['profile', '', 'nutritionProfile', ''],
      ['orders', '1', 'orderNumber', 'FF-1'],
      ['orders', '1', 'packageInfo.startDate', '2026-12-01T00:00:00.000Z'],
      ['orders', '1', 'packageInfo.meals.1', 'Lunch'],
      ['orders', '2', 'orderNumber', 'FF-2'],
      ['orders', '2', 'refunds', ''],
    ]);
  });

  it('writes numbers and booleans as text and keeps an empty list or object visible under its path', () => {
    expect(leavesOf({ total: 257_999, paid: true, pauses: [], slot: {} })).toEqual([
      ['total', '257999'],
      ['paid', 'true'],
      ['pauses', ''],
      ['slot', ''],
    ]);
  });
});
