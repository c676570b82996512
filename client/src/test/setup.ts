import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import i18n from '../i18n';

// Two test files run at once on a 2-core machine: findBy/waitFor get 3 s instead of 1 s before they
// give up, so a slow render under load is waited for rather than failed (a wrong screen still fails).
configure({ asyncUtilTimeout: 3000 });

// Tests render every screen in English with all namespaces present, so nothing suspends on a translation chunk.
const translationFiles = import.meta.glob<Record<string, unknown>>('../**/locales/*/*.json', { import: 'default', eager: true });
for (const [path, messages] of Object.entries(translationFiles)) {
  const match = /\/locales\/([a-z]{2})\/([\w-]+)\.json$/.exec(path);
  if (match) i18n.addResourceBundle(match[1], match[2], messages, true, true);
}
await i18n.changeLanguage('en');
