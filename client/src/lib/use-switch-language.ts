import { gql } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { changeLanguage, currentLanguage, type Language } from '../i18n';
import { userVar } from './session';

/**
 * Stores the signed-in user's language on their profile (for e-mails and the invoice). Written as an inline
 * document rather than a `.graphql` file because `setMyLanguage` arrives with the server's translation work:
 * once it is in `schema.graphql`, move this into a feature `.graphql` file and use the generated document.
 */
const SET_MY_LANGUAGE = gql`
  mutation SetMyLanguage($language: Language!) {
    setMyLanguage(language: $language) {
      id
    }
  }
`;

/**
 * The language switch's action: switches the interface (kept under `root`, `<html lang dir>`, the
 * `Accept-Language` of later requests), refetches what is on screen in the new language and, when someone is
 * signed in, saves it on their profile. Saving is
 * best effort: the interface has switched whatever the server answers.
 */
export function useSwitchLanguage(): { language: Language; other: Language; switchLanguage: (language?: Language) => Promise<void> } {
  const apollo = useApolloClient();
  const language = currentLanguage();
  const other: Language = language === 'ar' ? 'en' : 'ar';
  const switchLanguage = useCallback(
    async (next: Language = currentLanguage() === 'ar' ? 'en' : 'ar') => {
      await changeLanguage(next);
      // Content (plan and meal names, posts, messages) comes in the request's language: drop the cached
      // answers and fetch what is on screen again, now with the new Accept-Language.
      apollo.resetStore().catch((error: unknown) => console.warn('[language] could not refetch in the new language', error));
      if (!userVar()) return;
      try {
        await apollo.mutate({ mutation: SET_MY_LANGUAGE, variables: { language: next } });
      } catch (error) {
        console.warn('[language] could not save the language on the profile', error);
      }
    },
    [apollo],
  );
  return { language, other, switchLanguage };
}
