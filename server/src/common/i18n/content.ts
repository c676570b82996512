import { applyDecorators } from '@nestjs/common';
import { IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { Type } from 'class-transformer';
import { Trim } from '../validation/transforms.js';
import { Language } from './language.js';

/**
 * Bilingual content (docs/decisions/0029-english-and-arabic-server.md): every content document keeps its
 * English fields where they always were (the spec's REST shapes and the admin grids read them) and its
 * Arabic under `translations.ar` with the same field names, each optional. Public answers put the
 * Arabic in the English field's place for an Arabic request, field by field, English where Arabic is
 * missing; staff answers keep the English fields and expose `translations` for editing.
 */
export type Translations<T> = { ar?: Partial<T> | null } | null | undefined;

/**
 * `base` in `lang`: for ar, each of `fields` taken from `translations.ar` when it is a non-blank
 * string, else left as English; for en, `base` itself.
 */
export function localize<T extends object, K extends keyof T & string>(
  base: T,
  translations: Translations<Pick<T, K>>,
  lang: Language,
  fields: readonly K[],
): T {
  const ar = lang === Language.ar ? translations?.ar : undefined;
  if (!ar) return base;
  const out = { ...base };
  for (const f of fields) {
    const v = ar[f];
    if (typeof v === 'string' && v.trim() !== '') out[f] = v as T[K];
  }
  return out;
}

/** A translation as stored: the given non-blank fields, never null. */
export type StoredTranslation<T> = { [K in keyof T]?: Exclude<T[K], null> };

/**
 * What to store for an Arabic input: the trimmed non-blank strings of `ar` (blank ones are dropped, so
 * the English shows), or undefined when none is left (nothing stored).
 */
export function storedTranslation<T extends object>(ar: T | null | undefined): StoredTranslation<T> | undefined {
  if (!ar) return undefined;
  const kept = Object.fromEntries(
    Object.entries(ar)
      .filter(([, v]) => (typeof v === 'string' ? v.trim() !== '' : v !== undefined && v !== null))
      .map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]),
  ) as StoredTranslation<T>;
  return Object.keys(kept).length ? kept : undefined;
}

/** `{ ar }` to store from an input's `translations`, or undefined when the Arabic is empty. */
export function storedTranslations<T extends object>(t: { ar?: T | null } | null | undefined): { ar: StoredTranslation<T> } | undefined {
  const ar = storedTranslation(t?.ar);
  return ar ? { ar } : undefined;
}

/**
 * An optional translated text field of an input: trimmed; blank means "no Arabic" (English shown);
 * '`label` must be at most `max` characters' when longer, as the English field says.
 */
export function OptionalText(label: string, max: number) {
  return applyDecorators(
    MaxLength(max, { message: `${label} must be at most ${max} characters` }),
    IsString({ message: `${label} must be text` }),
    IsOptional(),
    Trim(),
  );
}

/** A nested translations input object, validated with its own class. */
export function NestedTranslation(cls: () => new () => object) {
  return applyDecorators(IsOptional(), ValidateNested(), Type(cls));
}
