import { useEffect, useState } from 'react';
import { registerLocale } from 'react-datepicker';
import type { Language } from '../../i18n';

/** react-datepicker locale names registered so far (date-fns locales, loaded on first use). */
const registered = new Set<string>();
const loading = new Map<string, Promise<void>>();

/** date-fns locales by language; English uses react-datepicker's built-in English (nothing to load). */
const LOADERS: Partial<Record<Language, () => Promise<void>>> = {
  ar: () => import('date-fns/locale/ar').then(({ ar }) => registerLocale('ar', ar)),
};

/**
 * The react-datepicker locale name for `language` (month and day names, first day of the week), loading and
 * registering the date-fns locale with the page that shows a picker (not in the first paint). Until it has
 * loaded the picker uses its built-in English (undefined).
 */
export function useDatePickerLocale(language: Language): string | undefined {
  const name = language;
  const load = LOADERS[language];
  const [, setReady] = useState(registered.has(name));
  useEffect(() => {
    if (!load || registered.has(name)) return;
    let live = true;
    let pending = loading.get(name);
    if (!pending) {
      pending = load().then(() => {
        registered.add(name);
      });
      loading.set(name, pending);
    }
    pending.then(
      () => live && setReady(true),
      (error: unknown) => console.warn('[datepicker] locale failed to load', error),
    );
    return () => {
      live = false;
    };
  }, [load, name]);
  return load && registered.has(name) ? name : undefined;
}
