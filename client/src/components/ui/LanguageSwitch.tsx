import { useSwitchLanguage } from '../../lib/use-switch-language';
import { LineIcon } from './LineIcon';

/** Each language's name and the switch's accessible name, written in that language (they never translate). */
const NAMES = { en: 'English', ar: 'العربية' } as const;
const LABELS = { en: 'Switch to English', ar: 'التبديل إلى العربية' } as const;

/**
 * The language switch (navbar, hamburger menu, footer): a button that names the other language in that
 * language ("العربية" on English screens, "English" on Arabic ones), with `lang` set so screen readers
 * pronounce it right; its accessible name is in that language too and contains the visible name. Switching keeps the choice under `root` and, when signed in, on the profile.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { other, switchLanguage } = useSwitchLanguage();
  return (
    <button
      type="button"
      className={className}
      lang={other}
      aria-label={LABELS[other]}
      data-testid="language-switch"
      onClick={() => void switchLanguage(other)}
    >
      <LineIcon
        size={18}
        strokeWidth={1.6}
        round="none"
        d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z"
      />
      <span>{NAMES[other]}</span>
    </button>
  );
}
