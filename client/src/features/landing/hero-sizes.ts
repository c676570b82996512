/**
 * Rendered width of the landing hero's main image: the full column on phones, at most 520 px beside the copy.
 * Its own module (no imports) so the build's route hints (vite.config.ts) can read it too.
 */
export const HERO_MAIN_SIZES = '(max-width: 900px) min(calc(100vw - 32px), 520px), 520px';
