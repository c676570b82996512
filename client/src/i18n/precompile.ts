import { isLiteralElement, parse } from '@formatjs/icu-messageformat-parser';
import { PRECOMPILED } from './precompiled-mark';

/**
 * A translation file's messages (nested objects of strings) with every ICU message replaced by its precompiled
 * form ({@link PRECOMPILED} + the syntax tree as JSON) and every plain message by its text (ICU quoting undone).
 * Tags are left as text for react-i18next's `<Trans>` (`ignoreTag`, as i18next-icu parses). Run by the build
 * (vite.config.ts); throws on a message that is not valid ICU, so a broken translation fails the build.
 */
export function precompileMessages(value: unknown): unknown {
  if (typeof value === 'string') {
    const ast = parse(value, { ignoreTag: true });
    if (ast.length === 0) return '';
    const [first] = ast;
    if (ast.length === 1 && isLiteralElement(first)) return first.value;
    return PRECOMPILED + JSON.stringify(ast);
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, precompileMessages(child)]));
  }
  return value;
}
