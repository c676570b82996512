import { Language } from './language.js';

/**
 * A name kept in both languages, as a record snapshots it (an order's plan name): `en` always, `ar` when
 * the named thing had Arabic (null or missing: the English is shown to Arabic readers too).
 */
export interface BilingualName {
  en: string;
  ar?: string | null;
}

/** `name` in `lang`: the Arabic when asked for and not blank, else the English. */
export function nameIn(name: BilingualName, lang: Language | null | undefined): string {
  const ar = lang === Language.ar ? name.ar?.trim() : '';
  return ar ? ar : name.en;
}

/**
 * The bilingual name of a record that snapshotted a name: the English snapshot, and its Arabic snapshot
 * or, for records made before Arabic was snapshotted, the Arabic of the thing as it is now (`current`)
 * only while its English name is still the snapshot's (a thing renamed since is not the one bought:
 * the English snapshot is then shown in both languages).
 */
export function snapshotName(
  en: string,
  arSnapshot: string | null | undefined,
  current?: { name: string; translations?: { ar?: { name?: string | null } | null } | null } | null,
): BilingualName {
  if (arSnapshot?.trim()) return { en, ar: arSnapshot };
  const ar = current && current.name === en ? current.translations?.ar?.name?.trim() : '';
  return { en, ar: ar || null };
}

/** What an e-mail names when the plan is gone: "your meal plan" / "خطتك للوجبات". */
export const GENERIC_PLAN_NAME: BilingualName = { en: 'meal', ar: 'للوجبات' };
