import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The axe-core rule sets the journeys hold every screen to: WCAG 2.0 and 2.1, A and AA, and axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * The serious and critical axe-core violations on the page as it is now, each summarised as
 * "rule: target (+n more)"; `bestPractice: false` leaves axe's best-practice rules out (WCAG only).
 *
 * A page whose frames are all of its own origin (every journey page: Stripe.js is the local double) is read with
 * `axe.run` in the page itself (AxeBuilder's legacy mode: the same rules and results); the default mode would
 * also open a blank page per call to join the frames' partial results there, which made each call about a third
 * dearer. A page with a frame of another origin keeps the default mode, which reads such frames too.
 */
export async function seriousViolations(page: Page, { bestPractice = true } = {}): Promise<string[]> {
  const tags = bestPractice ? TAGS : TAGS.filter((t) => t !== 'best-practice');
  const origin = new URL(page.url()).origin;
  const sameOrigin = page.frames().every((f) => ['about:blank', ''].includes(f.url()) || new URL(f.url()).origin === origin);
  const { violations } = await new AxeBuilder({ page }).withTags(tags).setLegacyMode(sameOrigin).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}${v.nodes.length > 1 ? ` (+${v.nodes.length - 1} more)` : ''}`);
}
