import { escapeRegExp, prefixRange } from './regexp.js';

/** Whether `s` lies in the range, comparing by code point as MongoDB compares strings without a collation. */
function inRange(s: string, r: { $gte: string; $lt?: string }): boolean {
  const cmp = (a: string, b: string) => {
    const pa = Array.from(a, (c) => c.codePointAt(0)!);
    const pb = Array.from(b, (c) => c.codePointAt(0)!);
    for (let i = 0; i < Math.min(pa.length, pb.length); i++) if (pa[i] !== pb[i]) return pa[i] - pb[i];
    return pa.length - pb.length;
  };
  return cmp(s, r.$gte) >= 0 && (r.$lt === undefined || cmp(s, r.$lt) < 0);
}

describe('prefixRange', () => {
  it.each([
    ['ahmed', ['ahmed', 'ahmed.ali@x.ae', 'ahmed\u{10ffff}', 'ahmed😀'], ['ahme', 'ahmee', 'ahmef', 'AHMED', 'zahmed']],
    ['FF-25', ['FF-25', 'FF-25A1', 'FF-259'], ['FF-26', 'FF-24Z', 'FF-2']],
    ['سارة', ['سارة', 'سارة المنصوري'], ['سار', 'سارى']],
    ['a😀', ['a😀', 'a😀b'], ['a😁', 'a\uffff', 'a']],
    ['a\ud7ff', ['a\ud7ffb'], ['a\ue000']],
  ])('holds exactly the strings that begin with %j', (prefix, inside, outside) => {
    const r = prefixRange(prefix);
    for (const s of inside) expect({ s, in: inRange(s, r) }).toEqual({ s, in: true });
    for (const s of outside) expect({ s, in: inRange(s, r) }).toEqual({ s, in: false });
  });

  it('has no upper bound for a prefix of only the last code point', () => {
    expect(prefixRange('\u{10ffff}')).toEqual({ $gte: '\u{10ffff}' });
    expect(prefixRange('z\u{10ffff}')).toEqual({ $gte: 'z\u{10ffff}', $lt: '{' });
  });
});

describe('escapeRegExp', () => {
  it('makes every metacharacter literal', () => {
    const text = 'a.b*c+d?e^f$g{h}i(j)k|l[m]n\\o';
    expect(new RegExp(`^${escapeRegExp(text)}$`).test(text)).toBe(true);
    expect(new RegExp(escapeRegExp('a.c')).test('abc')).toBe(false);
  });
});
