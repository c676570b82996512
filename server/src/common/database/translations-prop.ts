import { Prop, raw } from '@nestjs/mongoose';

/**
 * The `translations` property of a bilingual document (docs/decisions/0029-english-and-arabic-server.md): `{ ar: { <field>: String } }`, each Arabic field optional (English shows where missing).
 *
 * @param fields each Arabic field with its longest length in characters (stored trimmed), or null for
 *   a field stored as given (a post's sanitized HTML body)
 */
export function TranslationsProp(fields: Record<string, number | null>): PropertyDecorator {
  const ar = Object.fromEntries(
    Object.entries(fields).map(([name, max]) => [name, max === null ? { type: String } : { type: String, trim: true, maxlength: max }]),
  );
  return Prop(raw({ ar }));
}
