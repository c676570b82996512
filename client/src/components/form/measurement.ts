/** Unit conversions and limits of the nutrition calculator (spec section 5; the server uses the same). */
export const LB_PER_KG = 2.20462;
export const CM_PER_FT = 30.48;

export type MeasurementKind = 'weight' | 'height';
export type WeightUnitCode = 'kg' | 'lb';
export type HeightUnitCode = 'cm' | 'ft';
export type MeasurementUnit = WeightUnitCode | HeightUnitCode;

export const UNITS: Record<MeasurementKind, readonly [MeasurementUnit, MeasurementUnit]> = {
  weight: ['kg', 'lb'],
  height: ['cm', 'ft'],
};

export const LIMITS: Record<MeasurementUnit, readonly [number, number]> = {
  kg: [40, 140],
  lb: [90, 300],
  cm: [75, 225],
  ft: [2.5, 7],
};

/** Spec section 5 warnings, verbatim. */
export const MEASUREMENT_WARNINGS: Record<MeasurementKind, string> = {
  weight: 'The Weight must be in the limit of 40kg - 140kg or 90lb - 300lb',
  height: 'The height must be in the limit of 75cm - 225cm or 2.5ft - 7ft',
};

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Converts `value` from one unit to the other of the same kind, rounded to 2 decimals. */
export function convertMeasurement(value: number, from: MeasurementUnit, to: MeasurementUnit): number {
  if (from === to) return round2(value);
  if (from === 'kg' && to === 'lb') return round2(value * LB_PER_KG);
  if (from === 'lb' && to === 'kg') return round2(value / LB_PER_KG);
  if (from === 'cm' && to === 'ft') return round2(value / CM_PER_FT);
  if (from === 'ft' && to === 'cm') return round2(value * CM_PER_FT);
  throw new Error(`Cannot convert ${from} to ${to}`);
}

/** Whether a typed value lies inside the unit's limits (inclusive). Empty or non-numbers are not "out of range". */
export function outOfRange(raw: string, unit: MeasurementUnit): boolean {
  if (raw.trim() === '') return false;
  const n = Number(raw);
  if (!Number.isFinite(n)) return true;
  const [min, max] = LIMITS[unit];
  return n < min || n > max;
}
