import { IntlMessageFormat } from 'intl-messageformat';
import allowList from '../parity-allowlist.json';

/**
 * Every English key has an Arabic translation: present, not empty, not the English text (unless allow-listed:
 * brand names, units, codes), valid ICU with the same placeholders. Namespaces are unique file names.
 */
const files = import.meta.glob<Record<string, unknown>>('../../**/locales/*/*.json', { import: 'default', eager: true });

type Flat = Map<string, string>;

function flatten(value: unknown, prefix: string, out: Flat): Flat {
  if (typeof value === 'string') out.set(prefix, value);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else out.set(prefix, String(value));
  return out;
}

interface AstNode {
  type: number;
  value?: string;
  options?: Record<string, { value: AstNode[] }>;
  children?: AstNode[];
}

/** Names of the ICU arguments (placeholders, plurals, selects, tags) used in a message. */
function argumentsOf(nodes: AstNode[], out = new Set<string>()): Set<string> {
  for (const node of nodes) {
    if (node.type !== 0 && node.type !== 7 && node.value) out.add(node.value);
    for (const option of Object.values(node.options ?? {})) argumentsOf(option.value, out);
    if (node.children) argumentsOf(node.children, out);
  }
  return out;
}

const byLanguage: Record<string, Map<string, { path: string; messages: Flat }>> = { en: new Map(), ar: new Map() };
const duplicates: string[] = [];
for (const [path, content] of Object.entries(files)) {
  const match = /\/locales\/([a-z]{2})\/([\w-]+)\.json$/.exec(path);
  if (!match) continue;
  const [, language, namespace] = match;
  const table = (byLanguage[language] ??= new Map());
  if (table.has(namespace)) duplicates.push(`${language}/${namespace}: ${table.get(namespace)!.path} and ${path}`);
  table.set(namespace, { path, messages: flatten(content, '', new Map()) });
}
const allowed = new Set<string>(allowList.keys);

describe('translations', () => {
  it('has only English and Arabic files, each namespace once', () => {
    expect(Object.keys(byLanguage).sort()).toEqual(['ar', 'en']);
    expect(duplicates).toEqual([]);
    expect(byLanguage.en.has('common')).toBe(true);
  });

  it('has an Arabic file for every English namespace and no Arabic-only keys', () => {
    const missing = [...byLanguage.en.keys()].filter((ns) => !byLanguage.ar.has(ns));
    expect(missing).toEqual([]);
    const extra: string[] = [];
    for (const [ns, { messages }] of byLanguage.ar) {
      const en = byLanguage.en.get(ns)?.messages;
      for (const key of messages.keys()) if (!en?.has(key)) extra.push(`${ns}:${key}`);
    }
    expect(extra).toEqual([]);
  });

  for (const [namespace, { messages: en }] of byLanguage.en) {
    it(`translates every key of "${namespace}" into Arabic`, () => {
      const ar = byLanguage.ar.get(namespace)?.messages ?? new Map<string, string>();
      const problems: string[] = [];
      for (const [key, english] of en) {
        const id = `${namespace}:${key}`;
        const arabic = ar.get(key);
        if (arabic === undefined) problems.push(`${id} missing`);
        else if (arabic.trim() === '') problems.push(`${id} empty`);
        else if (arabic === english && english.trim() !== '' && !allowed.has(id)) problems.push(`${id} same as English`);
        else {
          try {
            const enArgs = argumentsOf(new IntlMessageFormat(english, 'en').getAst());
            const arArgs = argumentsOf(new IntlMessageFormat(arabic, 'ar').getAst());
            if ([...enArgs].sort().join() !== [...arArgs].sort().join()) {
              problems.push(`${id} placeholders differ: {${[...enArgs].join()}} vs {${[...arArgs].join()}}`);
            }
          } catch (error) {
            problems.push(`${id} is not valid ICU: ${(error as Error).message}`);
          }
        }
      }
      expect(problems).toEqual([]);
    });
  }
});
