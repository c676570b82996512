import { useEffect, useRef } from 'react';
import { useSetMyLanguage } from '../lib/hooks/use-set-my-language';
import { languageVar, tokenVar } from '../lib/session';
import { useVar } from '../lib/store';

/**
 * Keeps the signed-in user's profile language (the language of their e-mails and tax invoices) equal to
 * the language they chose on this device: sent once after sign-in and again on every switch. Renders
 * nothing; a failure is left silent (the next switch or sign-in sends it again).
 */
export function LanguageSync() {
  const language = useVar(languageVar);
  const token = useVar(tokenVar);
  const [save] = useSetMyLanguage();
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!token || !language) return;
    const key = `${token}:${language}`;
    if (sent.current === key) return;
    sent.current = key;
    save({ variables: { language } }).catch(() => {
      sent.current = null;
    });
  }, [token, language, save]);
  return null;
}
