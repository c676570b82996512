import i18next from 'i18next';
import { icuFormat } from '../icu-format';
import { precompileMessages } from '../precompile';
import { PRECOMPILED } from '../precompiled-mark';

const messages = {
  meals: '{count, plural, zero {لا وجبات} one {وجبة واحدة} two {وجبتان} few {# وجبات} many {# وجبة} other {# وجبة}}',
  hello: 'مرحباً {name}',
  plain: "Don''t miss it",
  nested: { bold: 'Pay <bold>{amount}</bold> now' },
};

describe('precompiled translations (the build path)', () => {
  it('stores ICU messages as syntax trees and plain ones as their text', () => {
    const out = precompileMessages(messages) as typeof messages;
    expect(out.meals.startsWith(PRECOMPILED)).toBe(true);
    expect(out.plain).toBe("Don't miss it");
    expect(out.nested.bold.startsWith(PRECOMPILED)).toBe(true);
  });

  it('formats precompiled messages with Arabic plural forms', async () => {
    const i18n = i18next.createInstance();
    await i18n
      .use(icuFormat())
      .init({ lng: 'ar', resources: { ar: { t: precompileMessages(messages) as Record<string, unknown> } }, defaultNS: 't' });
    expect([0, 1, 2, 3, 11, 100].map((count) => i18n.t('meals', { count }))).toEqual([
      'لا وجبات',
      'وجبة واحدة',
      'وجبتان',
      '3 وجبات',
      '11 وجبة',
      '100 وجبة',
    ]);
    expect(i18n.t('hello', { name: 'Sara' })).toBe('مرحباً Sara');
    expect(i18n.t('plain')).toBe("Don't miss it");
    expect(i18n.t('nested.bold', { amount: 'AED 10.00' })).toBe('Pay <bold>AED 10.00</bold> now');
  });

  it('fails on a message that is not valid ICU', () => {
    expect(() => precompileMessages({ broken: '{count, plural, one {x}' })).toThrow();
  });
});
