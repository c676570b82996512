import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The `full` modal (Edit Profile, Change Password) is full-screen on phones only: on a desktop a form stretched
 * over the whole window is hard to read. jsdom applies no stylesheet, so the rules are read from the CSS.
 */
const css = readFileSync(join(__dirname, '..', 'Modal.module.css'), 'utf8');

/** The declarations of `selector`'s first rule in `block` ("width: 100%; height: …"), or null. */
function declarations(block: string, selector: string): Record<string, string> | null {
  const match = new RegExp(`(^|\\n)\\s*${selector.replace('.', '\\.')}\\s*\\{([^}]*)\\}`).exec(block);
  if (!match) return null;
  return Object.fromEntries([...match[2].matchAll(/([a-z-]+)\s*:\s*([^;]+);/g)].map((m) => [m[1], m[2].trim()]));
}

/** The body of the `@media (…)` block whose condition is `condition`. */
function media(condition: string): string {
  const start = css.indexOf(`@media ${condition} {`);
  expect(start).toBeGreaterThanOrEqual(0);
  let depth = 0;
  for (let i = css.indexOf('{', start); i < css.length; i++) {
    if (css[i] === '{') depth++;
    if (css[i] === '}' && --depth === 0) return css.slice(css.indexOf('{', start) + 1, i);
  }
  throw new Error('unclosed @media');
}

describe('Modal size full', () => {
  it('is capped at 560 px and centred (by the backdrop grid) on wider screens, not stretched over the window', () => {
    const outside = css.replace(/@media[^{]*\{(?:[^{}]*\{[^}]*\})*[^{}]*\}/g, '');
    expect(declarations(outside, '.full')).toEqual({ width: 'min(100%, 560px)' });
    expect(declarations(outside, '.backdrop')).toMatchObject({ display: 'grid', 'place-items': 'center' });
  });

  it('takes the whole screen below 600 px', () => {
    expect(declarations(media('(max-width: 600px)'), '.full')).toEqual({
      width: '100%',
      height: '100dvh',
      'max-height': '100dvh',
      'border-radius': '0',
    });
  });
});
