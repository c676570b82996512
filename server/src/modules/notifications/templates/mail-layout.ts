import { Language } from '../../../common/i18n/language.js';

/**
 * What every product e-mail is made of. One model renders to both parts, so the HTML (MJML) and
 * the plain-text part always say the same thing.
 */
export interface MailContent {
  /** Language of the words (default en); ar renders right to left (`dir="rtl"`, right-aligned). */
  lang?: Language;
  subject: string;
  /** Big first line, e.g. 'Your plan has ended'. */
  heading: string;
  /** The customer's name for the greeting ('' greets without a name). */
  greetName: string;
  paragraphs: string[];
  /** Label / value pairs shown as a small table (order number, dates, amounts). */
  rows?: [string, string][];
  /** One button (HTML) / link line (text). */
  action?: { label: string; url: string };
}

/** A rendered e-mail: subject, plain text and HTML. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const BRAND = '#2f7d32';

/** Fixed words of the layout, per language. */
const LAYOUT = {
  en: {
    hello: 'Hello,',
    helloName: (n: string) => `Hello ${n},`,
    tagline: 'Healthy meals delivered in Dubai',
    footer: 'FreshFuel, healthy meals delivered in Dubai',
  },
  ar: {
    hello: 'مرحبًا،',
    helloName: (n: string) => `مرحبًا ${n}،`,
    tagline: 'وجبات صحية تصلك في دبي',
    footer: 'FreshFuel، وجبات صحية تصلك في دبي',
  },
} as const;

function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** The plain-text part: greeting, paragraphs, `Label: value` lines, the link, the signature. */
export function renderText(c: MailContent): string {
  const w = LAYOUT[c.lang ?? Language.en];
  const lines = [c.greetName ? w.helloName(c.greetName) : w.hello, '', c.heading, ''];
  for (const p of c.paragraphs) lines.push(p, '');
  if (c.rows?.length) {
    for (const [label, value] of c.rows) lines.push(`${label}: ${value}`);
    lines.push('');
  }
  if (c.action) lines.push(`${c.action.label}: ${c.action.url}`, '');
  lines.push('FreshFuel', w.tagline);
  return lines.join('\n');
}

/** The MJML source of the HTML part (every value escaped); Arabic is `lang="ar" dir="rtl"`, right-aligned. */
export function renderMjml(c: MailContent): string {
  const lang = c.lang ?? Language.en;
  const w = LAYOUT[lang];
  const rtl = lang === Language.ar;
  const align = rtl ? 'right' : 'left';
  const p = (t: string) => `<mj-text font-size="15px" line-height="22px">${escapeHtml(t)}</mj-text>`;
  const rows = c.rows?.length
    ? `<mj-table font-size="14px" cellpadding="4px">${c.rows
        .map(
          ([l, v]) =>
            `<tr><td style="color:#555;padding:4px ${rtl ? '0 4px 8px' : '8px 4px 0'};text-align:${align}">${escapeHtml(l)}</td><td style="font-weight:600;text-align:${align}">${escapeHtml(v)}</td></tr>`,
        )
        .join('')}</mj-table>`
    : '';
  const action = c.action
    ? `<mj-button background-color="${BRAND}" href="${escapeHtml(c.action.url)}">${escapeHtml(c.action.label)}</mj-button>`
    : '';
  return `<mjml lang="${lang}" dir="${rtl ? 'rtl' : 'ltr'}">
  <mj-head><mj-title>${escapeHtml(c.subject)}</mj-title><mj-preview>${escapeHtml(c.heading)}</mj-preview>
    <mj-attributes><mj-all font-family="${rtl ? 'Tahoma, Arial, sans-serif' : 'Helvetica, Arial, sans-serif'}" /><mj-text align="${align}" /><mj-table align="${align}" /></mj-attributes></mj-head>
  <mj-body background-color="#f4f6f4">
    <mj-section background-color="${BRAND}"><mj-column><mj-text color="#ffffff" font-size="22px" font-weight="700"><span dir="ltr">FreshFuel</span></mj-text></mj-column></mj-section>
    <mj-section background-color="#ffffff"><mj-column>
      <mj-text font-size="15px">${escapeHtml(c.greetName ? w.helloName(c.greetName) : w.hello)}</mj-text>
      <mj-text font-size="20px" font-weight="700">${escapeHtml(c.heading)}</mj-text>
      ${c.paragraphs.map(p).join('\n      ')}
      ${rows}
      ${action}
    </mj-column></mj-section>
    <mj-section><mj-column><mj-text font-size="12px" color="#777">${escapeHtml(w.footer)}</mj-text></mj-column></mj-section>
  </mj-body>
</mjml>`;
}

let mjml: Promise<typeof import('mjml')> | undefined;

/**
 * MJML, loaded at the first e-mail rather than at start-up: with its HTML and CSS tool chain it adds
 * about 120 MB to a process, which an instance that sends no mail never needs.
 */
function loadMjml(): Promise<typeof import('mjml')> {
  mjml ??= import('mjml').then((m) => m.default);
  return mjml;
}

/**
 * Renders the HTML part with MJML (responsive, inlined styles) and the plain-text part from the same
 * content. @throws Error when the MJML is invalid (a template bug, caught by the template tests).
 */
export async function renderMail(c: MailContent): Promise<RenderedMail> {
  const mjml2html = await loadMjml();
  const out = await mjml2html(renderMjml(c), { validationLevel: 'strict' });
  return { subject: c.subject, text: renderText(c), html: out.html };
}
