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

/** A value in `unit` as kg or cm, unrounded (the canonical value kept across unit toggles). */
export function toMetric(value: number, unit: MeasurementUnit): number {
  if (unit === 'lb') return value / LB_PER_KG;
  if (unit === 'ft') return value * CM_PER_FT;
  return value;
}

/** A kg or cm value shown in `unit`, rounded to 2 decimals. */
export function fromMetric(metric: number, unit: MeasurementUnit): number {
  if (unit === 'lb') return round2(metric * LB_PER_KG);
  if (unit === 'ft') return round2(metric / CM_PER_FT);
  return round2(metric);
}

/** The number typed in `raw` (a decimal, possibly empty or missing), or null. */
export function parseMeasurement(raw: string | null | undefined): number | null {
  const text = (raw ?? '').trim();
  if (text === '') return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

/**
 * Whether a typed value lies inside the unit's limits (inclusive). Empty or missing values are not
 * "out of range"; text that is not a number is.
 */
export function outOfRange(raw: string | null | undefined, unit: MeasurementUnit): boolean {
  if ((raw ?? '').trim() === '') return false;
  const n = Number(raw);
  if (!Number.isFinite(n)) return true;
  const [min, max] = LIMITS[unit];
  return n < min || n > max;
}
