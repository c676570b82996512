import { currentLanguage, intlLocale } from '../i18n';
import { numberFormat } from './intl-formatters';

/**
 * The client's one money module (style rule 9): amounts are integer fils (1/100 AED) everywhere; they
 * become AED only here, for display (`formatAed`) and for money inputs (`toAedInput` / `aedToFils`).
 */
const FILS_PER_AED = 100;
const amountFormatter = () => numberFormat(intlLocale(), { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Unicode isolates (LRI ... PDI): a left-to-right run that Arabic text around it cannot reorder. */
const isolateLtr = (text: string) => (currentLanguage() === 'ar' ? `\u2066${text}\u2069` : text);

/**
 * 189900 -> "AED 1,899.00" in both languages (Latin digits and the "AED" code, as on the tax invoice and the
 * card statement; see docs/decisions/0027-english-and-arabic-public-and-customer-screens.md). In Arabic the amount is wrapped in Unicode isolates so it stays left
 * to right inside right-to-left text.
 */
export function formatAed(fils: number): string {
  return isolateLtr(`AED ${amountFormatter().format(fils / FILS_PER_AED)}`);
}

/** A whole or decimal number in the interface's locale (Latin digits in both): 2150 -> "2,150". */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return numberFormat(numberLocale(), options).format(value);
}

/**
 * The AED figure of an advertised price, without the currency: whole dirhams without decimals, otherwise
 * 2 decimals (49900 -> "499", 52395 -> "523.95"), Latin digits and grouping in both languages.
 */
export function aedFigure(fils: number): string {
  return formatNumber(
    fils / FILS_PER_AED,
    fils % FILS_PER_AED === 0 ? { maximumFractionDigits: 0 } : { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  );
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
