import { useCallback } from 'react';
import { changeLanguage, currentLanguage, type Language } from '../i18n';
import { loadedApolloClient } from './apollo-on-demand';

/**
 * The language switch's action: switches the interface (kept under `root`, `<html lang dir>`, the
 * `Accept-Language` of later requests) and refetches what is on screen in the new language. The signed-in
 * user's profile follows through `LanguageSync` (app/language-sync.tsx), which watches the stored choice.
 */
export function useSwitchLanguage(): { language: Language; other: Language; switchLanguage: (language?: Language) => Promise<void> } {
  const language = currentLanguage();
  const other: Language = language === 'ar' ? 'en' : 'ar';
  const switchLanguage = useCallback(async (next: Language = currentLanguage() === 'ar' ? 'en' : 'ar') => {
    await changeLanguage(next);
    // Content (plan and meal names, posts, messages) comes in the request's language: drop the cached
    // answers and fetch what is on screen again, now with the new Accept-Language. Before Apollo has loaded
    // nothing is cached (what the page's HTML carried is for its own language only, see catalog-island.ts).
    loadedApolloClient()
      ?.resetStore()
      .catch((error: unknown) => console.warn('[language] could not refetch in the new language', error));
  }, []);
  return { language, other, switchLanguage };
}
