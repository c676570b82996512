import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The colour scheme's rules (docs/decisions/0026-dark-mode.md): component CSS names semantic tokens only, every
 * token the dark scheme redefines exists in the light one, and text tokens keep WCAG AA contrast (4.5:1) on
 * the dark surfaces and tints they sit on.
 */
const SRC = join(__dirname, '..', '..');
const globalCss = readFileSync(join(SRC, 'styles', 'global.css'), 'utf8');
const darkStart = globalCss.indexOf('@media (prefers-color-scheme: dark)');
const tokens = (block: string) => Object.fromEntries([...block.matchAll(/(--[a-z0-9-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2].trim()]));
const light = tokens(globalCss.slice(globalCss.indexOf(':root {'), darkStart));
const dark = { ...light, ...tokens(globalCss.slice(darkStart, globalCss.indexOf('\n}\n', darkStart))) };

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? cssFiles(join(dir, e.name)) : e.name.endsWith('.css') && e.name !== 'global.css' ? [join(dir, e.name)] : [],
  );
}

function luminance(hex: string): number {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? Array.from(h, (c) => c + c).join('') : h;
  const [r, g, b] = [0, 2, 4]
    .map((i) => parseInt(full.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
};

describe('colour tokens', () => {
  it('component stylesheets use tokens, never palette names or literal colours', () => {
    const offenders = cssFiles(SRC).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => ({ line: line.replace(/mask-image:[^;]*;/, ''), at: `${file.slice(SRC.length + 1)}:${i + 1}` }))
        .filter(({ line }) => /#[0-9a-f]{3,8}\b|rgba?\(\s*\d|var\(--(green|ink|yellow|orange|line|bg)[a-z0-9-]*\)/i.test(line))
        .map(({ at }) => at),
    );
    expect(offenders).toEqual([]);
  });

  it('every token used in a stylesheet is defined, and the dark scheme only redefines light tokens', () => {
    const used = new Set(
      cssFiles(SRC).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/var\((--[a-z0-9-]+)\)/g)].map((m) => m[1])),
    );
    const undefinedTokens = [...used].filter((t) => !(t in light) && t !== '--marquee-duration');
    expect(undefinedTokens).toEqual([]);
    expect(Object.keys(dark).filter((t) => !(t in light))).toEqual([]);
  });

  it('dark text tokens reach 4.5:1 on every dark surface and tint', () => {
    const texts = [
      '--text',
      '--text-secondary',
      '--text-muted',
      '--heading',
      '--primary-text',
      '--accent-text',
      '--danger-text',
      '--warning-text',
      '--caution-text',
    ];
    const backgrounds = ['--surface', '--surface-soft', '--surface-ink', '--primary-soft', '--primary-soft-deep', '--neutral-soft'];
    const failures = texts.flatMap((t) =>
      backgrounds.filter((b) => contrast(dark[t], dark[b]) < 4.5).map((b) => `${t} on ${b}: ${contrast(dark[t], dark[b]).toFixed(2)}`),
    );
    expect(failures).toEqual([]);
    const pairs: [string, string][] = [
      ['--danger-soft-text', '--danger-soft'],
      ['--warning-soft-text', '--warning-soft'],
      ['--caution-soft-text', '--caution-soft'],
      ['--on-primary', '--primary'],
      ['--on-primary', '--danger'],
      ['--on-primary', '--warning'],
      ['--on-highlight', '--highlight'],
    ];
    for (const [fg, bg] of pairs) expect(contrast(dark[fg], dark[bg]), `${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
  });

  it('the light scheme keeps the brand palette', () => {
    expect([
      light['--surface'],
      light['--text'],
      light['--primary'],
      light['--primary-text'],
      light['--heading'],
      light['--border'],
    ]).toEqual(['#fff', '#17211b', '#1f7a4d', '#1f7a4d', '#0f3d27', '#e3e9e5']);
  });
});
