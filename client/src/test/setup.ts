import '@testing-library/jest-dom/vitest';
import { getApolloContext } from '@apollo/client/react';
import { configure } from '@testing-library/react';
import i18n from '../i18n';
import { knowApolloContext } from '../lib/apollo-on-demand';

// Tests render Apollo's providers (MockedProvider) without loading the app's client, which is what makes Apollo's
// context known in the app: make it known here, so the on-demand hooks find a test's provider.
knowApolloContext(getApolloContext());

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
