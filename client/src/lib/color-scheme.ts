import { useSyncExternalStore } from 'react';
import { mediaMatches, subscribeMedia } from './media-query';

/** The colour scheme the browser asks for (`prefers-color-scheme`); the CSS tokens in styles/global.css follow the same query. */
export type ColorScheme = 'light' | 'dark';

const QUERY = '(prefers-color-scheme: dark)';

const subscribe = (onChange: () => void) => subscribeMedia(QUERY, onChange);

function current(): ColorScheme {
  return mediaMatches(QUERY) ? 'dark' : 'light';
}

/**
 * The current colour scheme, re-rendering when the system setting changes. For widgets that cannot read
 * CSS custom properties (Stripe's card iframes, react-toastify's theme prop); plain CSS uses the tokens.
 */
export function useColorScheme(): ColorScheme {
  return useSyncExternalStore(subscribe, current, () => 'light');
}

/**
 * Concrete values of a few tokens, for the same widgets: keep in step with styles/global.css
 * (`--text`, `--text-muted`, `--danger-text`).
 */
export const SCHEME_COLOURS: Record<ColorScheme, { text: string; placeholder: string; danger: string }> = {
  light: { text: '#17211b', placeholder: '#6b7a71', danger: '#c8372d' },
  dark: { text: '#e8efeb', placeholder: '#a7b6ad', danger: '#ff9e94' },
};
