import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../../i18n';
import { ACTIVITY_OPTIONS, GOAL_OPTIONS, SEX_OPTIONS } from '../utils/nutrition';

describe('nutrition calculator options', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('keeps each value with its factor, in order', () => {
    expect(ACTIVITY_OPTIONS.map(({ value, factor }) => [value, factor])).toEqual([
      ['Sedentary', 1.2],
      ['Light', 1.375],
      ['Moderate', 1.55],
      ['Active', 1.725],
      ['VeryActive', 1.9],
    ]);
    expect(GOAL_OPTIONS.map((g) => g.value)).toEqual(['Lose', 'Maintain', 'Gain']);
    expect(SEX_OPTIONS.map((s) => s.value)).toEqual(['Female', 'Male']);
  });

  it('reads labels and adjustments in the language of the moment, also after a switch', async () => {
    await i18n.loadNamespaces('customer');
    expect(ACTIVITY_OPTIONS[0].label).toBe('Sedentary (little or no exercise)');
    expect(GOAL_OPTIONS[0].adjustment).toBe('500 kcal below maintenance');
    expect(SEX_OPTIONS.map(({ value, label }) => ({ value, label }))[0]).toEqual({ value: 'Female', label: 'Female' });
    await i18n.changeLanguage('ar');
    await i18n.loadNamespaces('customer');
    expect(ACTIVITY_OPTIONS[0].label).toBe('خامل (قليل أو بلا تمارين)');
    expect(GOAL_OPTIONS[0].label).toBe('خسارة الوزن');
    expect(GOAL_OPTIONS[0].adjustment).toBe('أقل من طاقة الحفاظ بـ 500 سعرة');
  });
});
