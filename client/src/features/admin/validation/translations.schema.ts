import * as yup from 'yup';

/** Arabic form values: each field optional text. */
export interface ArabicValues<K extends string> {
  ar?: Partial<Record<K, string | null>> | null;
}

/**
 * The yup schema of a form's `translations` (the Arabic beside the English, all optional), with the
 * server's limits and wording ('Arabic name must be at most 120 characters').
 */
export function translationsSchema<K extends string>(limits: Record<K, { label: string; max: number }>) {
  const ar = Object.fromEntries(
    Object.entries(limits).map(([k, v]) => {
      const { label, max } = v as { label: string; max: number };
      return [k, yup.string().trim().nullable().max(max, `${label} must be at most ${max} characters`)];
    }),
  );
  return yup.object({ ar: yup.object(ar).nullable() }).nullable();
}

/** The Arabic as the mutation takes it: trimmed, blank as null (the server then shows the English). */
export function toTranslationsInput<K extends string>(
  t: ArabicValues<K> | null | undefined,
  keys: readonly K[],
): { ar: Record<K, string | null> } {
  const ar = Object.fromEntries(
    keys.map((k) => {
      const arabic: string | null | undefined = t?.ar?.[k];
      const v = arabic?.trim();
      return [k, v || null];
    }),
  ) as Record<K, string | null>;
  return { ar };
}

/** Form values of the stored Arabic (from a staff query's `translations`), blanks for missing fields. */
export function arabicValues<K extends string>(
  t: { ar?: Partial<Record<K, string | null>> | null } | null | undefined,
  keys: readonly K[],
): { ar: Record<K, string> } {
  return { ar: Object.fromEntries(keys.map((k) => [k, t?.ar?.[k] ?? ''])) as Record<K, string> };
}
