import { intlLocale } from '../i18n';

/** The locale for dates: British English day-month order in English, the UAE's Arabic (Latin digits) in Arabic. */
export const dateLocale = (): string => (intlLocale() === 'en-AE' ? 'en-GB' : intlLocale());

/** Dates are UTC ISO strings from the server; tables show DD-MM-YYYY (UTC), spec section 9. */
export function formatDMY(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getUTCDate())}-${pad(d.getUTCMonth() + 1)}-${d.getUTCFullYear()}`;
}

/** "Sat, 21 Nov 2026" in UTC ("السبت، 21 نوفمبر 2026" in Arabic), for readable schedules. */
export function formatLong(iso: string): string {
  return new Date(iso).toLocaleDateString(dateLocale(), { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}
