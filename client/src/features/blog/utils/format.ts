import { tr } from '../../../lib/messages';
import { formatDubaiDay } from '../../../lib/date-format';

/** "12 March 2026": a post's date in the business's time zone (Dubai). */
export const formatPostDate = (iso: string | null | undefined): string => formatDubaiDay(iso);

/** "5 min read". */
export const readingTime = (minutes: number) => tr('blog:readingTime', { count: Math.max(1, minutes) });

/** Page numbers to show around `current` (1-based), with null for a gap: 1 … 4 5 6 … 12. */
export function pageItems(current: number, total: number): (number | null)[] {
  if (total <= 7) return Array.from({ length: total }, (_, i) => i + 1);
  const pages = new Set([1, total, current - 1, current, current + 1]);
  if (current <= 3) [2, 3, 4].forEach((p) => pages.add(p));
  if (current >= total - 2) [total - 3, total - 2, total - 1].forEach((p) => pages.add(p));
  const sorted = [...pages].filter((p) => p >= 1 && p <= total).sort((a, b) => a - b);
  const items: (number | null)[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1] > 1) items.push(null);
    items.push(p);
  });
  return items;
}

/** The `?page=` value as a page number from 1 (anything else is page 1). */
export function parsePage(value: string | null): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}
