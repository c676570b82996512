/**
 * Limits and durations both ends state: the server's DTOs and services enforce them, the client's forms and pages
 * show and check them. The client imports this file (through client/src/lib/limits.ts only), so it holds plain
 * constants: no imports, no Node or browser API. A limit the operator configures (the menu cut-off, MENU_CUTOFF_HOURS)
 * is not here: the client reads such a value from the server. See docs/architecture.md "One source for limits".
 */

// Accounts (spec sections /signup, /otp_verification, /reset-password, profile).
/** Password length, characters (the strength rule is common/validation/password-strength.ts). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** Longest full name, characters. */
export const FULL_NAME_MAX = 100;
/** Longest e-mail address, characters (the RFC 5321 path limit). */
export const EMAIL_MAX = 254;
/** Digits of a sign-up or password-reset code. */
export const OTP_LENGTH = 6;
/** How long a sign-up code stays valid, minutes. */
export const OTP_VALID_MINUTES = 10;
/** The wait before another sign-up code may be sent, seconds. */
export const OTP_RESEND_SECONDS = 60;

// Delivery address (docs/decisions/0010-customer-area.md).
/** The seven emirates, in the order the forms list them (Dubai first: most deliveries). */
export const UAE_EMIRATES = ['Dubai', 'Abu Dhabi', 'Sharjah', 'Ajman', 'Umm Al Quwain', 'Ras Al Khaimah', 'Fujairah'] as const;
export const ADDRESS_AREA_MAX = 80;
export const ADDRESS_BUILDING_MAX = 120;
export const ADDRESS_APARTMENT_MAX = 40;
export const ADDRESS_INSTRUCTIONS_MAX = 300;
/** Addresses a customer keeps in their address book (docs/decisions/0088-an-address-book-and-an-address-per-day.md). */
export const ADDRESS_BOOK_MAX = 5;
/** An address's label (free text, e.g. "Home", "Office"), characters. */
export const ADDRESS_LABEL_MAX = 40;
/** The labels a form suggests; any other text is accepted too. */
export const ADDRESS_LABEL_SUGGESTIONS = ['Home', 'Office'] as const;

// Ordering (docs/decisions/0007-ordering-and-payments.md).
/** Durations offered, label -> delivery days (a month is 4 weeks of daily deliveries; spec section 9). */
export const DURATIONS = { '7 Days': 7, '1 Month': 28, '3 Months': 84 } as const;
/** The trial duration's label (spec section 4: "days equal to 7 Days" means trial); the other durations are monthly. */
export const TRIAL_DURATION = '7 Days';
/** At most this many of one category per day with custom counts. */
export const MAX_PER_CATEGORY = 3;
/** At most this many meals per day in total. */
export const MAX_MEALS_PER_DAY = 8;
/** The plan starts at least this many hours after the order (the first day that begins in Dubai after that). */
export const MIN_START_HOURS = 48;
/** ... and at most this many days after today (Dubai's day). */
export const MAX_START_DAYS = 60;

// Public forms (contact, corporate enquiry, ambassador) and the staff refund dialog, characters.
export const CONTACT_NAME_MAX = 100;
export const COMPANY_MAX = 120;
export const CONTACT_MESSAGE_MAX = 2000;
/** Largest corporate team size (a count, not characters). */
export const TEAM_SIZE_MAX = 100_000;
/** Longest ambassador brief (docs/decisions/0008-public-content.md: 200 characters, not words). */
export const AMBASSADOR_BRIEF_MAX = 200;
export const AMBASSADOR_NAME_MAX = 100;
/** Longest refund reason. */
export const REFUND_REASON_MAX = 300;

// Staff forms (blog posts, meals, plans and promotions, notices), characters unless said.
export const BLOG_TITLE_MAX = 160;
export const BLOG_EXCERPT_MAX = 300;
/** Longest body accepted before sanitizing (about 25,000 words of HTML). */
export const BLOG_BODY_MAX = 200_000;
/** Longest title of a legal page (terms, privacy, refunds, delivery), each language. */
export const LEGAL_TITLE_MAX = 160;
/** Longest body of a legal page before sanitizing, each language. */
export const LEGAL_BODY_MAX = 200_000;
/** Longest note a staff member gives with a new legal version ("What changed"), each language. */
export const LEGAL_SUMMARY_MAX = 500;
export const MEAL_NAME_MAX = 120;
export const MEAL_DESCRIPTION_MAX = 2000;
/** Highest energy per serving, kcal. */
export const MEAL_CALORIES_MAX = 5000;
/** Highest grams of one nutrient per serving. */
export const MEAL_GRAMS_MAX = 1000;
export const PLAN_NAME_MAX = 120;
export const PLAN_DESCRIPTION_MAX = 4000;
export const PROMOTION_NAME_MAX = 120;
export const NOTICE_TITLE_MAX = 120;
export const NOTICE_MESSAGE_MAX = 2000;
