import { expect, type Page } from '@playwright/test';
import { overflow, settled } from './screen';

/**
 * The Arabic screen word collector (e2e/journeys/arabic-month.spec.ts): on the screen the page shows now (and
 * every toast and dialog on it), the visible text and the `aria-label`, `title` and `placeholder` of visible
 * elements are read, and any word in Latin letters outside the allowed runs below is reported with the screen
 * and the words around it; a page wider than the viewport is reported too. Findings are soft assertions: one
 * run lists all of them.
 *
 * Allowed Latin (each an exact token or a pattern, nothing else):
 * - the brand "FreshFuel", the card processor's name "Stripe" (brands as their owners write them) and the currency
 *   code "AED" (docs/i18n.md: AED stays Latin in Arabic);
 * - e-mail addresses (typed by the customer, left as typed);
 * - document numbers the app prints as codes: orders `FF-000000-XXXXXX`, invoices `INV-000000`, credit notes
 *   `CN-000000`;
 * - discount codes: capitals then digits (`FRESH10`), isolated as the glossary says;
 * - the file formats of the data download, "JSON" and "CSV" (names of formats, written so in Arabic too);
 * - the language switch, which names English in English (`lang="en"` on the button: read in its own language).
 * The card fields inside the payment dialog are Stripe's (an iframe localised by Stripe's `locale`; here the
 * double's inputs, marked `data-stripe-double`), so they are not read.
 */

/** Removes every allowed Latin run from `text` (see the file's comment), leaving what must be Arabic. */
function withoutAllowedLatin(text: string): string {
  return text
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ')
    .replace(/\bFF-\d{6}-[0-9A-Z]{6}\b/g, ' ')
    .replace(/\b(INV|CN)-\d{6}\b/g, ' ')
    .replace(/\b[A-Z]{3,}\d{1,3}\b/g, ' ')
    .replace(/\b(FreshFuel|AED|Stripe|JSON|CSV)\b/g, ' ');
}

/** Latin words left in `text` once the allowed runs are gone, each with the text around it. */
function latinWords(text: string): string[] {
  const cleaned = withoutAllowedLatin(text);
  const found: string[] = [];
  // Latin letters, accented ones included (not the × and ÷ signs between them).
  for (const m of cleaned.matchAll(/[A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F]+(?:['’][A-Za-z]+)*/g)) {
    const at = m.index;
    const context = cleaned
      .slice(Math.max(0, at - 30), at + m[0].length + 30)
      .replace(/\s+/g, ' ')
      .trim();
    found.push(`"${m[0]}" in «${context}»`);
  }
  return found;
}

/** What a reader meets on the page now: body text plus the names, titles and placeholders of visible elements. */
function visibleText(page: Page): Promise<[source: string, text: string][]> {
  return page.evaluate(() => {
    const skip = (el: Element) => el.closest('[data-stripe-double], [lang="en"]') !== null;
    // innerText leaves out hidden nodes; content marked English (the language switch) is read in English.
    const texts: [string, string][] = [];
    const marked = [...document.body.querySelectorAll('[lang="en"]')];
    const saved = marked.map((el) => (el as HTMLElement).style.display);
    marked.forEach((el) => ((el as HTMLElement).style.display = 'none'));
    texts.push(['text', document.body.innerText]);
    marked.forEach((el, i) => ((el as HTMLElement).style.display = saved[i]!));
    for (const el of document.body.querySelectorAll('[aria-label], [title], [placeholder]')) {
      if (skip(el) || !(el as HTMLElement).checkVisibility?.({ visibilityProperty: true })) continue;
      for (const attr of ['aria-label', 'title', 'placeholder']) {
        const value = el.getAttribute(attr);
        if (value) texts.push([attr, value]);
      }
    }
    texts.push(['document title', document.title]);
    return texts;
  });
}

/** Reads the screen `name` (see the file's comment) and records each English word and any horizontal scroll. */
export async function readScreen(page: Page, name: string) {
  const words = new Set<string>();
  for (const [source, text] of await visibleText(page))
    for (const w of latinWords(text)) words.add(source === 'text' ? w : `${w} (${source})`);
  expect.soft([...words], `English on «${name}» (${page.url()})`).toEqual([]);
  expect.soft(await overflow(page), `«${name}» scrolls sideways at ${page.viewportSize()?.width} px`).toBeLessThanOrEqual(0);
}

/** Opens `url`, waits until its data has arrived, and reads it. */
export async function visit(page: Page, url: string, name: string) {
  await page.goto(url);
  await settled(page);
  await readScreen(page, name);
}
