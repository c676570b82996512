import { useTranslation } from 'react-i18next';
import { changeLanguage, type Language } from './index';

/** The interface language for components: the current one, its direction and the switch. */
export function useLanguage(): { language: Language; dir: 'ltr' | 'rtl'; changeLanguage: (language: Language) => Promise<void> } {
  const { i18n } = useTranslation();
  const language: Language = i18n.language === 'ar' ? 'ar' : 'en';
  return { language, dir: language === 'ar' ? 'rtl' : 'ltr', changeLanguage };
}
