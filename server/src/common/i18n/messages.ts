import { IntlMessageFormat } from 'intl-messageformat';
import { AppError } from '../errors/app-error.js';
import { Language } from './language.js';
import { AR_DURATIONS, AR_FIELD_LABELS, AR_MESSAGES } from './messages.ar.js';
import { escapeRegExp } from '../format/regexp.js';

interface Template {
  pattern: RegExp;
  names: string[];
  format: IntlMessageFormat;
}

const PLACEHOLDER = /\{(\w+)\}/g;

/** Locale of the Arabic formatter: Latin digits, as on the client (docs/decisions/0025-english-and-arabic-client-base.md "Digits"). */
const AR_LOCALE = 'ar-AE-u-nu-latn';

const exact = new Map<string, IntlMessageFormat>();
const templates: Template[] = [];
for (const [english, arabic] of Object.entries(AR_MESSAGES)) {
  const format = new IntlMessageFormat(arabic, AR_LOCALE);
  const names = [...english.matchAll(PLACEHOLDER)].map((m) => m[1]);
  if (!names.length) {
    exact.set(english, format);
    continue;
  }
  const source = english
    .split(PLACEHOLDER)
    .map((part, i) => (i % 2 ? '(.+?)' : escapeRegExp(part)))
    .join('');
  templates.push({ pattern: new RegExp(`^${source}$`, 's'), names, format });
}

const NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * The Arabic of a placeholder's value where it names something: `label` (a field's label or property
 * name), `field` (a field path: its last part named, when known), `labels` (a list of plan durations).
 * Anything else (dates, codes, values the API takes) is kept as written.
 */
function arabicValue(name: string, v: string): string {
  if (name === 'label') return AR_FIELD_LABELS[v] ?? v;
  if (name === 'field') return AR_FIELD_LABELS[v.slice(v.lastIndexOf('.') + 1)] ?? v;
  if (name === 'labels')
    return v
      .split(', ')
      .map((d) => AR_DURATIONS[d] ?? d)
      .join('، ');
  return v;
}

/**
 * `message` (English, as the code writes it) in `lang`: the Arabic of {@link AR_MESSAGES} when one
 * matches, with the English message's values put in its placeholders (numbers stay numbers for the
 * plural rules); else the English unchanged. English asks change nothing.
 */
export function translateMessage(message: string, lang: Language): string {
  if (lang === Language.en) return message;
  const direct = exact.get(message);
  if (direct) return String(direct.format());
  for (const t of templates) {
    const m = t.pattern.exec(message);
    if (!m) continue;
    const values: Record<string, string | number> = {};
    t.names.forEach((name, i) => {
      const v = m[i + 1];
      values[name] = NUMBER.test(v) ? Number(v) : arabicValue(name, v);
    });
    return String(t.format.format(values));
  }
  return message;
}

/** True when `message` has an Arabic version (tests: every error factory is covered). */
export function hasTranslation(message: string): boolean {
  return translateMessage(message, Language.ar) !== message;
}

/** `err` with its message and per-field messages in `lang`; code, status and meta unchanged. */
export function translateError(err: AppError, lang: Language): AppError {
  if (lang === Language.en) return err;
  const fields = err.fields ? Object.fromEntries(Object.entries(err.fields).map(([k, v]) => [k, translateMessage(v, lang)])) : undefined;
  return new AppError(err.code, translateMessage(err.message, lang), err.status, fields, err.meta);
}
