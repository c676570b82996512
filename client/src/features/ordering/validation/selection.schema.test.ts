import { describe, expect, it } from 'vitest';
import type { SelectionValues } from '../utils/selection';
import { discountCodeSchema, selectionSchema } from './selection.schema';

const now = new Date('2026-03-10T10:00:00Z');
const values: SelectionValues = {
  planId: 'p',
  duration: '1 Month',
  mode: 'toggles',
  deliveryDaysPerWeek: 7,
  meals: { breakfast: 1, lunch: 0, dinner: 0, snack: 0 },
  isCustom: { breakfast: 0, lunch: 0, dinner: 0, snack: 0 },
  startDate: new Date(2026, 2, 13),
};

async function errorsOf(v: SelectionValues): Promise<string[]> {
  try {
    await selectionSchema(now).validate(v, { abortEarly: false });
    return [];
  } catch (e) {
    return (e as { errors: string[] }).errors;
  }
}

describe('selection schema', () => {
  it('accepts a complete selection', async () => {
    expect(await errorsOf(values)).toEqual([]);
  });
  it('needs 1 to 8 meals a day', async () => {
    expect(await errorsOf({ ...values, mode: 'custom' })).toEqual(['Choose at least one meal per day.']);
    expect(await errorsOf({ ...values, mode: 'custom', isCustom: { breakfast: 3, lunch: 3, dinner: 3, snack: 0 } })).toEqual([
      'Choose at most 8 meals per day.',
    ]);
  });
  it('checks the start date window with the server wording', async () => {
    expect(await errorsOf({ ...values, startDate: null })).toEqual(['Choose a start date.']);
    expect(await errorsOf({ ...values, startDate: new Date(2026, 2, 12) })).toEqual(['Your plan can start at the earliest on 13-03-2026.']);
    expect(await errorsOf({ ...values, startDate: new Date(2026, 4, 10) })).toEqual(['Your plan can start at the latest on 09-05-2026.']);
  });
});

describe('discount code schema', () => {
  it("trims and requires a code: 'Please enter a discount code'", async () => {
    await expect(discountCodeSchema.validate({ code: '   ' })).rejects.toThrow('Please enter a discount code');
    await expect(discountCodeSchema.validate({ code: ' fresh10 ' })).resolves.toEqual({ code: 'fresh10' });
  });
});
