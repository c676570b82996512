import { currentLanguage, intlLocale } from '../i18n';

/** Money arrives as integer fils (1/100 AED); it is formatted here only (style rule 9). */
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
  return isolateLtr(`AED ${amountFormatter().format(fils / 100)}`);
}

/** 189900 -> "1,899.00" (no currency), for tight layouts. */
export function formatAmount(fils: number): string {
  return amountFormatter().format(fils / 100);
}

/** A whole or decimal number in the interface's locale (Latin digits in both): 2150 -> "2,150". */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return value.toLocaleString(numberLocale(), options);
}

/** The locale for plain numbers (kcal, grams): `en-US` grouping in English, `ar-AE-u-nu-latn` in Arabic. */
export const numberLocale = (): string => (intlLocale() === 'en-AE' ? 'en-US' : intlLocale());
