import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { I18nFormatModule } from 'i18next';
import { IntlMessageFormat, type Formatters } from 'intl-messageformat';
import { dateTimeFormat, numberFormat, pluralRules } from '../lib/intl-formatters';
import { PRECOMPILED } from './precompiled-mark';

/** The `Intl` locale messages format numbers and plurals in: Latin digits in Arabic (docs/decisions/0025-english-and-arabic-client-base.md). */
const messageLocale = (language: string) => (language === 'ar' ? 'ar-AE-u-nu-latn' : 'en-AE');

/**
 * The `Intl` formatters every message shares. Left to itself, each message builds its own number, date and plural
 * formatters, and building one costs far more than using it: a page of cards with plurals and numbers paid for it.
 */
const sharedFormatters: Formatters = { getNumberFormat: numberFormat, getDateTimeFormat: dateTimeFormat, getPluralRules: pluralRules };

/**
 * `IntlMessageFormat.resolveLocale` (a public static) with one answer per locale: the library resolves the locale
 * again for every message it builds (`supportedLocalesOf` and a new `Intl.Locale`), and the app has two.
 */
const resolveLocale = IntlMessageFormat.resolveLocale;
const resolvedLocales = new Map<string, Intl.Locale | undefined>();
IntlMessageFormat.resolveLocale = (locales) => {
  const key = String(locales);
  if (!resolvedLocales.has(key)) resolvedLocales.set(key, resolveLocale(locales));
  return resolvedLocales.get(key);
};

/**
 * i18next's message format: ICU MessageFormat through formatjs's `intl-messageformat` (plurals with Arabic's six
 * forms, select, number/date arguments; tags are left as text for react-i18next's `<Trans>`). A build ships every
 * message with syntax precompiled ({@link PRECOMPILED} + its syntax tree as JSON, see precompile.ts) and the rest as
 * plain text, so the bundle carries no ICU parser; in development and tests messages are parsed here. Formatters
 * are kept per language, namespace, key and text, and share their `Intl` formatters. A message that cannot be formatted (a missing argument) shows
 * its text rather than breaking the screen.
 */
export function icuFormat(): I18nFormatModule & {
  parse: (res: unknown, options: Record<string, unknown>, lng: string, ns: string, key: string) => string;
  addLookupKeys: (finalKeys: string[]) => string[];
} {
  const formatters = new Map<string, IntlMessageFormat>();
  return {
    type: 'i18nFormat',
    parse(res, options, lng, ns, key) {
      const text = typeof res === 'string' ? res : String(res);
      const precompiled = text.startsWith(PRECOMPILED);
      if (!precompiled && import.meta.env.PROD) return text;
      const id = `${lng}\u0000${ns}\u0000${key}\u0000${text}`;
      try {
        let formatter = formatters.get(id);
        if (!formatter) {
          const message = precompiled ? (JSON.parse(text.slice(PRECOMPILED.length)) as MessageFormatElement[]) : text;
          formatter = new IntlMessageFormat(message, messageLocale(lng), undefined, { ignoreTag: true, formatters: sharedFormatters });
          formatters.set(id, formatter);
        }
        return String(formatter.format(options));
      } catch {
        return precompiled ? key : text;
      }
    },
    addLookupKeys: (finalKeys) => finalKeys,
  };
}
