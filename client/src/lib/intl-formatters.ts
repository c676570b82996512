/**
 * The client's `Intl` formatters, one per distinct set of arguments: building an `Intl.NumberFormat`,
 * `DateTimeFormat` or `PluralRules` costs far more than using one, and pages format numbers and dates per card
 * and per message. Money (`money.ts`), dates (`dates.ts`) and the ICU messages (`i18n/icu-format.ts`) share them.
 */

/** `make` with one result kept per distinct argument list (compared as JSON). */
function memoized<A extends unknown[], R>(make: (...args: A) => R): (...args: A) => R {
  const made = new Map<string, R>();
  return (...args) => {
    const key = JSON.stringify(args);
    let value = made.get(key);
    if (value === undefined) {
      value = make(...args);
      made.set(key, value);
    }
    return value;
  };
}

/** `new Intl.NumberFormat(locales, options)`, kept. */
export const numberFormat = memoized(
  (locales?: string | string[], options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(locales, options),
);

/** `new Intl.DateTimeFormat(locales, options)`, kept. */
export const dateTimeFormat = memoized(
  (locales?: string | string[], options?: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locales, options),
);

/** `new Intl.PluralRules(locales, options)`, kept. */
export const pluralRules = memoized(
  (locales?: string | string[], options?: Intl.PluralRulesOptions) => new Intl.PluralRules(locales, options),
);
