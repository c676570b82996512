import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The axe-core rule sets the journeys hold every screen to: WCAG 2.0 and 2.1, A and AA, and axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * The serious and critical axe-core violations on the page as it is now, each summarised as
 * "rule: target (+n more)"; `bestPractice: false` leaves axe's best-practice rules out (WCAG only).
 */
export async function seriousViolations(page: Page, { bestPractice = true } = {}): Promise<string[]> {
  const tags = bestPractice ? TAGS : TAGS.filter((t) => t !== 'best-practice');
  const { violations } = await new AxeBuilder({ page }).withTags(tags).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}${v.nodes.length > 1 ? ` (+${v.nodes.length - 1} more)` : ''}`);
}
