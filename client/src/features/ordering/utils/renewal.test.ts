import { describe, expect, it } from 'vitest';
import { renewalPackage } from './renewal';
import { renewal } from './renewal.fixture';

describe('renewalPackage', () => {
  it('keeps plan, duration and meal toggles, starting on the offered day', () => {
    expect(renewalPackage({ planId: 'p1', planName: 'Balanced', renewal })).toMatchObject({
      meals: ['Breakfast', 'Lunch'],
      mealsCount: 2,
      days: '1 Month',
      package: { id: 'p1', name: 'Balanced' },
      startDate: '2026-12-26',
      mode: 'toggles',
      isCustom: { breakfast: 0, lunch: 0, dinner: 0, snack: 0 },
    });
  });

  it('uses custom counts when a category has more than one meal a day', () => {
    const pkg = renewalPackage({
      planId: 'p1',
      planName: 'Balanced',
      renewal: { ...renewal, meals: { breakfast: 0, lunch: 2, dinner: 1, snack: 0 } },
    });
    expect(pkg).toMatchObject({ mode: 'custom', mealsCount: 3, isCustom: { breakfast: 0, lunch: 2, dinner: 1, snack: 0 } });
  });

  it('gives nothing for an unusual schedule (no duration)', () => {
    expect(renewalPackage({ planId: 'p1', planName: 'Balanced', renewal: { ...renewal, duration: null } })).toBeNull();
  });
});
