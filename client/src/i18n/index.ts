import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { icuFormat } from './icu-format';
import { languageVar, rememberLanguageForServer, setLanguagePreference, type Language } from '../lib/session';

export type { Language };

/** The interface languages, English first (the fallback for any missing key). */
export const LANGUAGES: readonly Language[] = ['en', 'ar'];

type Messages = Record<string, unknown>;

/**
 * Every translation file: `src/**\/locales/<language>/<namespace>.json`. A namespace is the file's name and is
 * unique across the app (a test checks it). The `common` namespace (layout, navigation, shared components) is
 * bundled with the first paint; every other namespace is a small chunk loaded with the page that uses it.
 */
const lazyFiles = import.meta.glob<Messages>('../**/locales/*/*.json', { import: 'default' });
const commonFiles = import.meta.glob<Messages>('./locales/*/common.json', { import: 'default', eager: true });

const FILE = /\/locales\/([a-z]{2})\/([\w-]+)\.json$/;

/** Loaders keyed `<language>/<namespace>`. */
const loaders = new Map<string, () => Promise<Messages>>();
for (const [path, load] of Object.entries(lazyFiles)) {
  const match = FILE.exec(path);
  if (match) loaders.set(`${match[1]}/${match[2]}`, load);
}

const bundled: Record<string, { common: Messages }> = {};
for (const [path, messages] of Object.entries(commonFiles)) {
  const match = FILE.exec(path);
  if (match) bundled[match[1]] = { common: messages };
}

/**
 * The language of a first visit: the saved choice if any, otherwise the first of the browser's languages that
 * we offer (Arabic for any `ar-*`), otherwise English.
 */
export function detectLanguage(): Language {
  const saved = languageVar();
  if (saved) {
    // A choice saved before the cookie existed (or with cookies cleared) reaches the server from the next page on.
    rememberLanguageForServer(saved);
    return saved;
  }
  const preferred = typeof navigator === 'undefined' ? [] : navigator.languages.length ? navigator.languages : [navigator.language];
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'ar' || base === 'en') return base;
  }
  return 'en';
}

/**
 * The `Intl` locale for numbers, money and dates. Arabic uses the UAE's Arabic conventions with Latin digits
 * (`ar-AE-u-nu-latn`): prices, phone numbers, order numbers and dates read the same on the invoice, the SMS and
 * the card statement (see docs/decisions/0025-english-and-arabic-client-base.md "Digits").
 */
export function intlLocale(language: string = i18n.language): string {
  return language === 'ar' ? 'ar-AE-u-nu-latn' : 'en-AE';
}

/** The Arabic typeface's faces the first screen uses (styles/arabic-font.css). */
const ARABIC_FACES = ['400', '600', '700'].map((weight) => `${weight} 16px "IBM Plex Sans Arabic"`);

/**
 * Starts downloading the Arabic faces now, before the first Arabic screen renders: left to the first render, the
 * text paints in a fallback font and then moves when the face arrives (`swap`), a layout shift of the whole page.
 * `document.fonts.load` fetches the `@font-face` that matches the Arabic sample; it never rejects the caller.
 */
function loadArabicFaces(): void {
  if (typeof document === 'undefined' || !('fonts' in document)) return;
  for (const face of ARABIC_FACES) void document.fonts.load(face, 'ع').catch(() => undefined);
}

/** Sets `<html lang dir>` for the language (right to left for Arabic), and for Arabic starts loading its typeface. */
export function applyDocumentLanguage(language: string): void {
  if (typeof document === 'undefined') return;
  if (language === 'ar') loadArabicFaces();
  document.documentElement.lang = language;
  document.documentElement.dir = i18n.dir(language);
}

/** Switches the interface language, keeps the choice under `root` and updates `<html lang dir>`. */
export async function changeLanguage(language: Language): Promise<void> {
  setLanguagePreference(language);
  await i18n.changeLanguage(language);
}

/** The current interface language. */
export const currentLanguage = (): Language => (i18n.language === 'ar' ? 'ar' : 'en');

void i18n
  .use(icuFormat())
  .use(
    resourcesToBackend((language: string, namespace: string) => {
      const load = loaders.get(`${language}/${namespace}`);
      return load ? load() : Promise.reject(new Error(`No translations for ${language}/${namespace}`));
    }),
  )
  .use(initReactI18next)
  .init({
    lng: detectLanguage(),
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    ns: ['common'],
    defaultNS: 'common',
    resources: bundled,
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
  });

i18n.on('languageChanged', applyDocumentLanguage);
applyDocumentLanguage(i18n.language);

export default i18n;
