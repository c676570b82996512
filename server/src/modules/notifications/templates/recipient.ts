import { Language } from '../../../common/i18n/language.js';

/** Who an e-mail goes to; `language` (the account's, default en) picks the e-mail's language. */
export interface Recipient {
  email: string;
  fullName: string;
  /** The optional kinds (`OPTIONAL_MAIL_KINDS`) this person switched off on their profile. */
  emailOptOut?: readonly string[] | null;
  language?: Language | null;
}

/** Whether `to` reads e-mails in Arabic. */
export const arabic = (to: Recipient) => to.language === Language.ar;
