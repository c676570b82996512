import { currentLanguage, intlLocale } from '../i18n';

/**
 * The client's one money module (style rule 9): amounts are integer fils (1/100 AED) everywhere; they
 * become AED only here, for display (`formatAed`) and for money inputs (`toAedInput` / `aedToFils`).
 */
const FILS_PER_AED = 100;
const formatters = new Map<string, Intl.NumberFormat>();
function amountFormatter(): Intl.NumberFormat {
  const locale = intlLocale();
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formatters.set(locale, formatter);
  }
  return formatter;
}

/** Unicode isolates (LRI ... PDI): a left-to-right run that Arabic text around it cannot reorder. */
const isolateLtr = (text: string) => (currentLanguage() === 'ar' ? `\u2066${text}\u2069` : text);

/**
 * 189900 -> "AED 1,899.00" in both languages (Latin digits and the "AED" code, as on the tax invoice and the
 * card statement; see docs/decisions.md). In Arabic the amount is wrapped in Unicode isolates so it stays left
 * to right inside right-to-left text.
 */
export function formatAed(fils: number): string {
  return isolateLtr(`AED ${amountFormatter().format(fils / FILS_PER_AED)}`);
}

/** Number formatters by locale and options: building an `Intl.NumberFormat` costs far more than using one. */
const numberFormatters = new Map<string, Intl.NumberFormat>();

/**
 * A whole or decimal number in the interface's locale (Latin digits in both): 2150 -> "2,150". One formatter per
 * locale and options is kept (`toLocaleString` would build a new one on every call: a menu of cards paid for it).
 */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  const locale = numberLocale();
  const key = `${locale}\u0000${options ? JSON.stringify(options) : ''}`;
  let formatter = numberFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, options);
    numberFormatters.set(key, formatter);
  }
  return formatter.format(value);
}

/** The locale for plain numbers (kcal, grams): `en-US` grouping in English, `ar-AE-u-nu-latn` in Arabic. */
export const numberLocale = (): string => (intlLocale() === 'en-AE' ? 'en-US' : intlLocale());

/** An AED amount as typed in a money input: digits with at most 2 decimals ("499", "499.5", "499.00"). */
export const AED_AMOUNT = /^\d+(\.\d{1,2})?$/;

/**
 * AED text as typed ('120', '120.5', '120.50', spaces trimmed) -> integer fils, exactly (no floating
 * point); NaN when it is not digits with at most 2 decimals.
 */
export function aedToFils(text: string): number {
  const t = text.trim();
  if (!AED_AMOUNT.test(t)) return Number.NaN;
  const [whole, frac = ''] = t.split('.');
  return Number(whole) * FILS_PER_AED + Number(frac.padEnd(2, '0'));
}

/** An AED amount (a number, or text a form validated with AED_AMOUNT) -> integer fils, rounded to the fils. */
export function toFils(aed: number | string): number {
  return typeof aed === 'string' && AED_AMOUNT.test(aed.trim()) ? aedToFils(aed) : Math.round(Number(aed) * FILS_PER_AED);
}

/** Fils -> the AED text a money input shows, 2 decimals, no grouping ("499.00"); none -> "0.00". */
export function toAedInput(fils: number | null | undefined): string {
  const value = fils ?? 0;
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(Math.round(value));
  return `${sign}${Math.floor(abs / FILS_PER_AED)}.${String(abs % FILS_PER_AED).padStart(2, '0')}`;
}
