import { accountSearch, accountSearchFilter, nameKeysOf, phoneKeysOf } from './account-search.rules.js';

describe('account search keys', () => {
  it('keeps the lower-case words of a name, Arabic included, punctuation dropped', () => {
    expect(nameKeysOf('Zara  Needle-Work')).toEqual(['zara', 'needle', 'work']);
    expect(nameKeysOf('=HYPERLINK("http://evil")')).toEqual(['hyperlink', 'http', 'evil']);
    expect(nameKeysOf('سارة المنصوري')).toEqual(['سارة', 'المنصوري']);
    expect(nameKeysOf('')).toEqual([]);
  });

  it('keeps every ending of the number of 4 digits or more', () => {
    expect(phoneKeysOf('+971501110002')).toEqual([
      '971501110002',
      '71501110002',
      '1501110002',
      '501110002',
      '01110002',
      '1110002',
      '110002',
      '10002',
      '0002',
    ]);
  });

  it('reads a search as words, an e-mail start and phone digits in national and international form', () => {
    expect(accountSearch('  ')).toBeNull();
    expect(accountSearch('Grid Customer')).toEqual({ words: ['grid', 'customer'], text: 'grid customer', phoneDigits: [] });
    expect(accountSearch('050 111 0002')?.phoneDigits).toEqual(['0501110002', '971501110002']);
    expect(accountSearch('+971 50 111 0002')?.phoneDigits).toEqual(['971501110002']);
    expect(accountSearch('0097150')?.phoneDigits).toEqual(['97150']);
  });

  it('matches what the keys hold', () => {
    const keys = { email: 'zara.needle.1@example.com', nameKeys: nameKeysOf('Zara Needlework'), phoneKeys: phoneKeysOf('+971501110002') };
    const hits = (search: string) => {
      const { $or } = accountSearchFilter(accountSearch(search)!);
      return $or.some((branch) =>
        Object.entries(branch).every(([field, cond]) => {
          if (field === 'email') {
            const range = cond as { $gte: string; $lt: string };
            return keys.email >= range.$gte && keys.email < range.$lt;
          }
          if (cond instanceof RegExp) return keys[field as 'phoneKeys'].some((k) => cond.test(k));
          return (cond as { $all: RegExp[] }).$all.every((re) => keys.nameKeys.some((k) => re.test(k)));
        }),
      );
    };
    for (const yes of ['NEEDLEWORK', 'zara need', 'ZARA.NEEDLE.1@', '1110002', '050 111 0002', '+971501110002'])
      expect([yes, hits(yes)]).toEqual([yes, true]);
    for (const no of ['eedle', '.*', 'zara smith', '999999']) expect([no, hits(no)]).toEqual([no, false]);
  });
});
