/** Dates are stored in UTC; tables show DD-MM-YYYY in UTC (spec sections 3 and 9). Empty string for none. */
export function formatDateDMY(date: Date | null | undefined): string {
  if (!date) return '';
  const d = new Date(date);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getUTCDate())}-${pad(d.getUTCMonth() + 1)}-${d.getUTCFullYear()}`;
}

/** Parses a calendar date `YYYY-MM-DD` as UTC midnight; null when malformed or not a real date. */
export function parseCalendarDate(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d ? date : null;
}

/** `YYYY-MM-DD` of a date in UTC. */
export function formatDateISO(date: Date): string {
  return new Date(date).toISOString().slice(0, 10);
}

/** English weekday name of a date in UTC, e.g. 'Monday' (spec section 3 "Day"). */
export function weekdayName(date: Date): string {
  return ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][new Date(date).getUTCDay()];
}
