/** An AED amount as typed in a money input: digits with at most 2 decimals ("499", "499.5", "499.00"). */
export const AED_AMOUNT = /^\d+(\.\d{1,2})?$/;

/** AED typed in a form (2 decimals) -> integer fils (style rule 9). */
export const toFils = (aed: number | string): number => Math.round(Number(aed) * 100);

/** Fils -> the AED text a money input shows ("499.00"). */
export const toAedInput = (fils: number | null | undefined): string => ((fils ?? 0) / 100).toFixed(2);

/** A picked calendar day (local) -> that day at 00:00 UTC, ISO. */
export function dayStartUtc(date: Date): string {
  return new Date(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate())).toISOString();
}

/** A picked calendar day (local) -> that day at 23:59:59.999 UTC, ISO (the last instant it is valid). */
export function dayEndUtc(date: Date): string {
  return new Date(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate(), 23, 59, 59, 999)).toISOString();
}

/** A UTC ISO instant -> a local Date on the same calendar day (for the date picker). */
export function utcDayToLocal(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const d = new Date(iso);
  return new Date(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
}

/** A local Date -> YYYY-MM-DD of that calendar day. */
export function ymd(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Today at local midnight, and a year ahead (date-picker bounds). */
export function today(): Date {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}
export function yearAhead(): Date {
  const t = today();
  return new Date(t.getFullYear() + 1, t.getMonth(), t.getDate());
}
