/**
 * The legal pages as the site links them: the path segment of each page (`/legal/terms`) and the GraphQL
 * `LegalKind` it shows, in the footer's order.
 */
export const LEGAL_PAGES = [
  { slug: 'terms', kind: 'Terms' },
  { slug: 'privacy', kind: 'Privacy' },
  { slug: 'refunds', kind: 'Refunds' },
  { slug: 'delivery', kind: 'Delivery' },
] as const;

/** A GraphQL `LegalKind`. */
export type LegalKindName = (typeof LEGAL_PAGES)[number]['kind'];

/** The page's path: `legalPath('Terms')` -> `/legal/terms`. */
export function legalPath(kind: LegalKindName): string {
  return `/legal/${kind.toLowerCase()}`;
}

/** The kind of a path segment (`terms` -> `Terms`), or null for an unknown one. */
export function legalKindOf(slug: string | undefined): LegalKindName | null {
  return LEGAL_PAGES.find((p) => p.slug === slug)?.kind ?? null;
}
