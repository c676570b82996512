import '@testing-library/jest-dom/vitest';
import i18n from '../i18n';

// Tests render every screen in English with all namespaces present, so nothing suspends on a translation chunk.
const translationFiles = import.meta.glob<Record<string, unknown>>('../**/locales/*/*.json', { import: 'default', eager: true });
for (const [path, messages] of Object.entries(translationFiles)) {
  const match = /\/locales\/([a-z]{2})\/([\w-]+)\.json$/.exec(path);
  if (match) i18n.addResourceBundle(match[1], match[2], messages, true, true);
}
await i18n.changeLanguage('en');
