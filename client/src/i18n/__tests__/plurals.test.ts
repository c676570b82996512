import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import i18next from 'i18next';
import { icuFormat } from '../icu-format';

/**
 * A number shown beside a noun needs the noun in the number's form: Arabic has six (zero, one, two, few, many,
 * other: «يوم واحد», «يومان», «3 أيام», «28 يومًا», «100 يوم»), so «{days} يوم» is wrong for most numbers. Every
 * Arabic message that shows a count therefore selects its noun with ICU `plural` on that count.
 *
 * A placeholder is a count when its name is one of {@link COUNT_LIKE}: the names the app gives numbers of things
 * (items, days, characters, calories, digits). Positions and ordinals (`page`, `index`), percentages, money and
 * measures with an abbreviated unit (`غ`, `كغ`, `سم`, which do not inflect) are not counts. A count shown with no
 * noun beside it (a formula, "3 of 10") needs no plural: such messages are listed in {@link NO_NOUN} with why.
 */
const COUNT_LIKE = new Set([
  'count',
  'days',
  'meals',
  'max',
  'min',
  'n',
  'total',
  'length',
  'kcal',
  'calories',
  'bmr',
  'maintenance',
  'shown',
  'chosen',
  'delivered',
  'pending',
  'out',
  'cancelled',
  'left',
  'size',
  'pages',
]);

/** `namespace:key` -> the count placeholders it may show without a plural, and why. */
const NO_NOUN: Record<string, { names: string[]; reason: string }> = {
  'ordering:price.lineDetail': { names: ['count'], reason: 'a factor in a formula: "2 × AED 30.00 × 28 يومًا"' },
  'catalog:menu.showing': { names: ['shown'], reason: '"عرض 5 من أصل 12 وجبة": the noun follows, and agrees with, the total' },
  'landing:slider.position': { names: ['total'], reason: 'a position, "3 من 10", no noun' },
  'blog:pageOf': { names: ['total'], reason: 'a position, "الصفحة 2 من 5", the noun comes before the numbers' },
  'blog:perPage': { names: ['count'], reason: 'a page size option, "(12 في كل صفحة)", no noun' },
  'dataGrid:pageOf': { names: ['pages'], reason: 'a position, "الصفحة 2 من 5", the noun comes before the numbers' },
  'dataGrid:show': { names: ['size'], reason: 'a page size option, "عرض 20", no noun' },
  'dataGrid:total': { names: ['count'], reason: 'a label and its figure, "الإجمالي 57"' },
  'customer:plan.pausedDays': { names: ['left'], reason: 'the days are counted with a plural before it; "(متبقٍ 12)" names no noun' },
  'customer:tags.hint': { names: ['max'], reason: 'a limit with no noun: "حتى 10"' },
  'content:validation.teamSize': { names: ['max'], reason: 'a range of figures, "بين 1 و50", no noun' },
  'auth:validation.password': { names: ['min'], reason: '"من 12 إلى 128 حرفًا": the noun follows, and agrees with, the second figure' },
  'auth:signup.passwordHint': { names: ['min'], reason: '"من 12 إلى 128 حرفًا": the noun follows, and agrees with, the second figure' },
  'admin:ambassadors.accountUrl': { names: ['n'], reason: 'an ordinal label, "رابط الحساب 2"' },
  'admin:analytics.chartSummary': { names: ['total'], reason: 'a label and its figure, "وعددها الإجمالي 57"' },
  'admin:customerOrders.subscriptionCounts': {
    names: ['delivered', 'total', 'pending', 'out', 'cancelled'],
    reason: 'figures beside status words ("و2 قيد الانتظار"), no counted noun',
  },
  'admin:plans.menu.categoryCount': { names: ['chosen', 'total'], reason: '"(تم اختيار 3 من 10)", no noun' },
  'admin:validation.discountRange': { names: ['max'], reason: 'a range of percentages, "بين 1 و90 بالمئة"' },
  'admin:validation.amountMax': { names: ['max'], reason: 'an amount in AED, which does not inflect' },
};

const ARABIC_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'];

const files = import.meta.glob<Record<string, unknown>>('../../**/locales/*/*.json', { import: 'default', eager: true });

function flatten(value: unknown, prefix: string, out: Map<string, string>): Map<string, string> {
  if (typeof value === 'string') out.set(prefix, value);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  }
  return out;
}

/** Every message of a language, keyed `namespace:key`. */
function messagesOf(language: 'en' | 'ar'): Map<string, string> {
  const out = new Map<string, string>();
  for (const [path, content] of Object.entries(files)) {
    const match = /\/locales\/([a-z]{2})\/([\w-]+)\.json$/.exec(path);
    if (match?.[1] !== language) continue;
    for (const [key, text] of flatten(content, '', new Map())) out.set(`${match[2]}:${key}`, text);
  }
  return out;
}

interface Uses {
  /** Placeholders shown as a value (`{x}`, `{x, number}`). */
  shown: Set<string>;
  /** Placeholders that are a `plural`'s argument, with the forms each plural names. */
  plurals: { name: string; forms: string[] }[];
}

function usesOf(nodes: MessageFormatElement[], out: Uses = { shown: new Set(), plurals: [] }): Uses {
  for (const node of nodes) {
    if (node.type === TYPE.argument || node.type === TYPE.number) out.shown.add(node.value);
    if (node.type === TYPE.plural) out.plurals.push({ name: node.value, forms: Object.keys(node.options) });
    if (node.type === TYPE.plural || node.type === TYPE.select) {
      for (const option of Object.values(node.options)) usesOf(option.value, out);
    }
    if (node.type === TYPE.tag) usesOf(node.children, out);
  }
  return out;
}

const arabic = messagesOf('ar');
const english = messagesOf('en');

describe('counts in messages', () => {
  it('puts every count an Arabic message shows inside a plural (or names the message and why it has no noun)', () => {
    const problems: string[] = [];
    for (const [id, text] of arabic) {
      const { shown, plurals } = usesOf(parse(text, { ignoreTag: false }));
      const selected = new Set(plurals.map((p) => p.name));
      const allowed = new Set(id in NO_NOUN ? NO_NOUN[id].names : []);
      for (const name of shown) {
        if (COUNT_LIKE.has(name) && !selected.has(name) && !allowed.has(name)) problems.push(`${id}: {${name}} has no plural`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('gives every Arabic plural all six forms and every English plural one and other', () => {
    const problems: string[] = [];
    for (const [language, table, needed] of [
      ['ar', arabic, ARABIC_FORMS],
      ['en', english, ['one', 'other']],
    ] as const) {
      for (const [id, text] of table) {
        for (const plural of usesOf(parse(text, { ignoreTag: false })).plurals) {
          const missing = needed.filter((form) => !plural.forms.includes(form));
          if (missing.length) problems.push(`${language} ${id}: {${plural.name}} lacks ${missing.join(', ')}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('keeps the exceptions list honest: each names a message that exists and shows those placeholders', () => {
    const stale = Object.entries(NO_NOUN).flatMap(([id, { names }]) => {
      const text = arabic.get(id);
      if (text === undefined) return [`${id} does not exist`];
      const { shown } = usesOf(parse(text, { ignoreTag: false }));
      return names.filter((name) => !shown.has(name)).map((name) => `${id} does not show {${name}}`);
    });
    expect(stale).toEqual([]);
  });

  it('renders the noun in the number’s form', async () => {
    const i18n = i18next.createInstance();
    await i18n.use(icuFormat()).init({
      lng: 'ar',
      resources: {
        ar: {
          ordering: { line: arabic.get('ordering:price.lineDetail')! },
          common: { area: arabic.get('common:address.errors.areaTooLong')! },
        },
      },
      defaultNS: 'ordering',
    });
    const line = (days: number) => i18n.t('line', { count: 2, price: 'AED 30.00', days });
    expect([1, 2, 7, 28, 30].map(line)).toEqual([
      '2 × AED 30.00 × يوم واحد',
      '2 × AED 30.00 × يومان',
      '2 × AED 30.00 × 7 أيام',
      '2 × AED 30.00 × 28 يومًا',
      '2 × AED 30.00 × 30 يومًا',
    ]);
    expect(i18n.t('common:area', { max: 100 })).toBe('يجب ألا تتجاوز المنطقة 100 حرف');
  });
});
