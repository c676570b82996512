import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * One Arabic word per product term (docs/i18n.md, "Glossary"): the synonyms the glossary rejects must not come
 * back in any Arabic text the app shows, the client's Arabic resources or the server's Arabic strings
 * (messages.ar.ts, mail templates, status words, seed content).
 */
const GLOSSARY: { term: string; arabic: string; rejected: string[] }[] = [
  { term: 'discount code', arabic: 'رمز الخصم', rejected: ['كود', 'أكواد', 'كوبون', 'قسيمة', 'قسائم'] },
  {
    term: 'delivery slot',
    arabic: 'فترة التوصيل',
    rejected: ['موعد التوصيل', 'مواعيد التوصيل', 'موعد توصيل', 'مواعيد توصيل', 'وقت التوصيل', 'أوقات التوصيل'],
  },
  { term: 'admin', arabic: 'المشرف', rejected: ['المسؤول', 'مسؤول', 'الأدمن'] },
  { term: 'paused', arabic: 'متوقف مؤقتًا', rejected: ['موقوف', 'معلّق', 'معلق'] },
  { term: 'pause', arabic: 'إيقاف', rejected: ['تجميد', 'تعليق الاشتراك'] },
  { term: 'cart', arabic: 'سلة التسوق', rejected: ['عربة', 'حقيبة التسوق'] },
  { term: 'checkout', arabic: 'الدفع', rejected: ['إتمام الشراء', 'صفحة الخروج'] },
  { term: 'credit note', arabic: 'إشعار دائن', rejected: ['إشعار خصم', 'مذكرة دائنة', 'إشعار مدين'] },
  { term: 'VAT', arabic: 'ضريبة القيمة المضافة', rejected: ['ضريبة المبيعات'] },
  { term: 'AED', arabic: 'AED', rejected: ['درهم', 'دراهم'] },
  { term: 'skip', arabic: 'تخطي', rejected: ['تفويت'] },
  { term: 'resume', arabic: 'استئناف', rejected: ['استكمال التوصيل', 'إعادة تشغيل'] },
  { term: 'cancel', arabic: 'إلغاء', rejected: ['فسخ'] },
  { term: 'refund', arabic: 'استرداد', rejected: ['استرجاع', 'إرجاع المبلغ', 'إعادة المبلغ'] },
  { term: 'allergen', arabic: 'مسببات الحساسية', rejected: ['مثيرات الحساسية', 'مواد مسببة للحساسية', 'المواد المسببة للحساسية'] },
];

/** `file (relative to the repository)` -> rejected words it may hold, and why. */
const EXCEPTIONS: Record<string, { words: string[]; reason: string }> = {
  'server/src/modules/invoices/tax-document.pdf.ts': {
    words: ['درهم'],
    reason:
      'the tax documents print each Arabic label as one Arabic-only run (pdfkit cannot mix a Latin run into it), so the ' +
      'currency is named in words there; the English label beside it says AED',
  },
};

const ROOT = join(__dirname, '..', '..', '..', '..');
const ARABIC_LETTER = /[\u0600-\u06FF]/;

function filesUnder(dir: string, keep: (path: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' || e.name === '__tests__' ? [] : filesUnder(path, keep);
    return keep(path) ? [path] : [];
  });
}

/** The client's Arabic resources and every server source (not tests) with Arabic in it. */
const arabicFiles = [
  ...filesUnder(join(ROOT, 'client', 'src'), (p) => /[\\/]locales[\\/]ar[\\/][\w-]+\.json$/.test(p)),
  ...filesUnder(join(ROOT, 'server', 'src'), (p) => p.endsWith('.ts') && !p.endsWith('.spec.ts')).filter((p) =>
    ARABIC_LETTER.test(readFileSync(p, 'utf8')),
  ),
];

describe('the Arabic glossary', () => {
  it('finds the Arabic resources of both workspaces', () => {
    const names = arabicFiles.map((p) => relative(ROOT, p).replaceAll('\\', '/'));
    expect(names).toContain('client/src/i18n/locales/ar/common.json');
    expect(names).toContain('server/src/common/i18n/messages.ar.ts');
    expect(names).toContain('server/src/modules/notifications/templates/account-mails.ts');
    expect(names).toContain('server/src/modules/notifications/templates/order-mails.ts');
  });

  it('has no rejected synonym in any Arabic text', () => {
    const found: string[] = [];
    for (const path of arabicFiles) {
      const name = relative(ROOT, path).replaceAll('\\', '/');
      const allowed = new Set(name in EXCEPTIONS ? EXCEPTIONS[name].words : []);
      readFileSync(path, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          for (const { term, arabic, rejected } of GLOSSARY) {
            for (const word of rejected) {
              if (line.includes(word) && !allowed.has(word)) found.push(`${name}:${index + 1}: «${word}» (${term}: use «${arabic}»)`);
            }
          }
        });
    }
    expect(found).toEqual([]);
  });

  it('uses each chosen term somewhere, so the list follows the resources', () => {
    const all = arabicFiles.map((p) => readFileSync(p, 'utf8')).join('\n');
    expect(GLOSSARY.filter(({ arabic }) => !all.includes(arabic)).map(({ term }) => term)).toEqual([]);
  });
});
