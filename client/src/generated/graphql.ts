/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Activity factor applied to BMR: Sedentary 1.2, Light 1.375, Moderate 1.55, Active 1.725, VeryActive 1.9. */
export type ActivityLevel =
  | 'Active'
  | 'Light'
  | 'Moderate'
  | 'Sedentary'
  | 'VeryActive';

export type AddressBookInput = {
  /** Flat, villa or office number, at most 40 characters; optional. */
  apartment?: string | null | undefined;
  /** Area or community, 1-80 characters, e.g. "Dubai Marina". */
  area: string;
  /** Building or villa name or number, and street, 1-120 characters. */
  building: string;
  /** Emirate: Dubai, Abu Dhabi, Sharjah, Ajman, Umm Al Quwain, Ras Al Khaimah, Fujairah. Default Dubai. */
  city?: string;
  /** Instructions for the driver, at most 300 characters, e.g. "Leave with the concierge"; optional. */
  instructions?: string | null | undefined;
  /** 1-40 characters; forms suggest Home, Office. */
  label: string;
};

/** OrderConfirmation (with the tax invoice), Refund (with the credit note), RenewalReminder, PlanCancelled. */
export type AdminOrderNoticeKind =
  | 'OrderConfirmation'
  | 'PlanCancelled'
  | 'Refund'
  | 'RenewalReminder';

/** One of the 14 allergens of the GCC/Dubai menu-allergen rules (docs/decisions/0052-allergens-as-a-closed-list.md). Lists of them come without repeats, in this order: GLUTEN, CRUSTACEANS, EGGS, FISH, PEANUTS, SOY, MILK, TREE_NUTS, CELERY, MUSTARD, SESAME, SULPHITES, LUPIN, MOLLUSCS. */
export type Allergen =
  /** Celery and celeriac. */
  | 'CELERY'
  /** Crustaceans: prawns, shrimps, crab, lobster, crayfish. */
  | 'CRUSTACEANS'
  /** Eggs and egg products. */
  | 'EGGS'
  /** Fish and fish products. */
  | 'FISH'
  /** Cereals containing gluten: wheat, rye, barley, oats, spelt, kamut and their hybrids. */
  | 'GLUTEN'
  /** Lupin (flour and seeds). */
  | 'LUPIN'
  /** Milk and milk products, lactose included (dairy: cheese, butter, cream, yoghurt, whey). */
  | 'MILK'
  /** Molluscs: mussels, clams, oysters, scallops, squid, octopus. */
  | 'MOLLUSCS'
  /** Mustard. */
  | 'MUSTARD'
  /** Peanuts (groundnuts) and peanut products. */
  | 'PEANUTS'
  /** Sesame seeds and sesame products (tahini). */
  | 'SESAME'
  /** Soybeans and soy products (soya, edamame, tofu). */
  | 'SOY'
  /** Sulphur dioxide and sulphites at 10 mg/kg or more. */
  | 'SULPHITES'
  /** Tree nuts: almonds, hazelnuts, walnuts, cashews, pecans, Brazil nuts, pistachios, macadamias. */
  | 'TREE_NUTS';

/** Pending (new), Approved or Rejected. */
export type AmbassadorStatus =
  | 'Approved'
  | 'Pending'
  | 'Rejected';

export type ApplyAmbassadorInput = {
  /** Main social-media account: an http(s) URL. */
  accountURL1: string;
  /** Optional second account: an http(s) URL, or empty. */
  accountURL2?: string | null | undefined;
  /** Optional third account: an http(s) URL, or empty. */
  accountURL3?: string | null | undefined;
  /** Why you would be a good ambassador, 1-200 characters. */
  brief: string;
  /** Country option value: UAE, Saudi Arabia, Qatar, Kuwait, Bahrain, Oman, USA, UK, Canada, Australia. */
  country: string;
  /** E-mail address; one application per address (case-insensitive). */
  email: string;
  /** Full name, 1-100 characters. */
  fullName: string;
  /** Phone number with its country code, 7-15 digits (spaces, dashes, dots and brackets allowed). */
  phone: string;
};

export type BlogTranslationInput = {
  /** Arabic body, HTML from the rich-text editor (sanitized on the server). */
  body?: string | null | undefined;
  /** Arabic summary, at most 300 characters. */
  excerpt?: string | null | undefined;
  /** Arabic title, at most 160 characters. */
  title?: string | null | undefined;
};

export type BlogTranslationsInput = {
  ar?: BlogTranslationInput | null | undefined;
};

/** Open (payable), Paid (ordered) or Replaced (a newer checkout was started). */
export type CheckoutStatus =
  | 'Open'
  | 'Paid'
  | 'Replaced';

export type ChooseDeliverySlotInput = {
  /** Delivery day, YYYY-MM-DD. */
  date: string;
  slotId: string | number;
};

/** Where a consent was given: signup or checkout. */
export type ConsentSource =
  | 'Checkout'
  | 'SignUp';

export type ContactInput = {
  email: string;
  /** 1-2000 characters. */
  message: string;
  /** Your name, 1-100 characters. */
  name: string;
  /** Phone number; +971 assumed when no country code is given. Stored in E.164. */
  phone: string;
};

/** Contact (contact-us form) or Corporate (corporate enquiry). */
export type ContactRequestType =
  | 'Contact'
  | 'Corporate';

export type CorporateEnquiryInput = {
  /** Company name, 1-120 characters. */
  company: string;
  /** Contact person, 1-100 characters. */
  contactName: string;
  email: string;
  /** 1-2000 characters. */
  message: string;
  /** Phone number; +971 assumed when no country code is given. Stored in E.164. */
  phone: string;
  /** People to feed, 1-100000. */
  teamSize: number;
};

export type CreateAdminInput = {
  /** E-mail address (matched case-insensitively). */
  email: string;
  /** Full name, 1-100 characters. */
  fullName: string;
  /** Password, 8-128 characters, zxcvbn score 3 or more (not common, not guessable from the name or e-mail). */
  password: string;
  /** Phone number; +971 assumed when no country code is given. */
  phoneNo: string;
};

export type CreateBlogInput = {
  /** Author name, at most 100 characters (default "FreshFuel Team"). */
  author?: string | null | undefined;
  /** HTML from the rich-text editor; disallowed tags, attributes and URLs are removed. */
  body: string;
  /** Cover image: a site-relative path or an https URL; empty for none. */
  coverImage?: string | null | undefined;
  /** Summary, 1-300 characters. */
  excerpt: string;
  /** Publish now (default false: a draft). */
  published?: boolean | null | undefined;
  /** Up to 10 tags of at most 40 characters (stored lower-case). */
  tags?: Array<string> | null | undefined;
  /** Title, 1-160 characters. */
  title: string;
  /** Arabic title, excerpt and body (optional; given on update, it replaces the stored Arabic; blank fields show the English). */
  translations?: BlogTranslationsInput | null | undefined;
};

export type CreateDiscountCodeInput = {
  /** Switched on (default true). */
  active?: boolean | null | undefined;
  /** The code customers type, 3-40 letters, digits, - or _; stored upper-case; unique case-insensitively. */
  code: string;
  /** Last instant the code is valid (UTC); after the start. */
  endDate: string;
  /** Display name (`discount_name`), 1-120 characters. */
  name: string;
  /** Percent off the subtotal, 1-100. */
  percentage: number;
  /** First instant the code is valid (UTC). */
  startDate: string;
};

export type CreateMealInput = {
  /** On the menu (default true). */
  active?: boolean | null | undefined;
  /** Allergens the meal contains, from the closed list (repeats removed). A value outside it: VALIDATION_FAILED. */
  allergens?: Array<Allergen> | null | undefined;
  /** Energy per serving, kcal (0-5000). */
  calories: number;
  /** Carbohydrate per serving, g. */
  carbs: number;
  category: MealCategory;
  /** Description, 1-2000 characters. */
  description: string;
  /** Fat per serving, g. */
  fat: number;
  /** Image URL: a site-relative path or https URL (from the upload endpoint). */
  image: string;
  /** Name, 1-120 characters; unique. */
  name: string;
  /** Protein per serving, g. */
  protein: number;
  /** Tags, lower-case, at most 20. */
  tags?: Array<string> | null | undefined;
  /** Arabic name and description (optional; given, it replaces the stored Arabic). */
  translations?: MealTranslationsInput | null | undefined;
};

export type CreateOrderInput = {
  /** The checkout paid; must be the one the PaymentIntent was made for. */
  checkoutId?: string | number | null | undefined;
  /** The PaymentIntent id (pi_...) returned by createPaymentIntent. */
  paymentIntentId: string;
};

export type CreatePlanInput = {
  /** Offered on the site (default true). */
  active?: boolean | null | undefined;
  /** Typical energy per day, kcal. */
  caloriesPerDay?: number | null | undefined;
  /** Per-meal daily prices, fils; each defaults to 0. */
  dailyPrices?: DailyPricesInput | null | undefined;
  /** The weeks it is sold with (default: every day). Ignored for a trial. */
  deliveryWeeks?: Array<DeliveryWeekInput> | null | undefined;
  /** Description, 1-4000 characters. */
  description: string;
  /** Last day the plan is offered (UTC); none = open-ended. */
  endDate?: string | null | undefined;
  /** Image URL: a site-relative path or https URL (from the upload endpoint). */
  image: string;
  /** The 7-day trial plan (default false). */
  isTrial?: boolean | null | undefined;
  /** The plan's meals (at most 200); each must exist. */
  mealIds?: Array<string | number> | null | undefined;
  /** Name, 1-120 characters; unique. */
  name: string;
  /** Headline price, fils: monthly, or the whole trial for a trial plan. */
  price: number;
  /** Display order, ascending (default 0). */
  sortOrder?: number | null | undefined;
  /** First day the plan is offered (UTC); none = always. */
  startDate?: string | null | undefined;
  /** Arabic name and description (optional). */
  translations?: PlanTranslationsInput | null | undefined;
};

export type CreatePlanPromotionInput = {
  /** Percent off the plan price, 1-100. */
  discountPercentage: number;
  /** Last instant of the promotion (UTC); after the start. */
  endDate: string;
  /** Promotion name shown in the banner, 1-120 characters; unique. */
  name: string;
  /** The promoted plan (`meal_plan_id`). */
  planId: string | number;
  /** First instant of the promotion (UTC). */
  startDate: string;
  /** Arabic name (optional; the Arabic banner uses it). */
  translations?: PromotionTranslationsInput | null | undefined;
};

export type CustomerSortField =
  | 'createdAt'
  | 'email'
  | 'fullName'
  | 'phoneNo'
  | 'planStatus';

export type DailyPricesInput = {
  /** Fils per day (default 0). */
  breakfast?: number | null | undefined;
  /** Fils per day (default 0). */
  dinner?: number | null | undefined;
  /** Fils per day (default 0). */
  lunch?: number | null | undefined;
  /** Fils per day (default 0). */
  snacks?: number | null | undefined;
};

export type DayAddressInput = {
  /** The address for that day; null: back to the weekday's or the default. */
  addressId?: string | number | null | undefined;
  /** Delivery day, YYYY-MM-DD. */
  date: string;
};

/** Default (the default address), Weekday (a weekday rule), Day (this day was moved). */
export type DayAddressSource =
  | 'Day'
  | 'Default'
  | 'Weekday';

export type DeliveryAddressInput = {
  /** Flat, villa or office number, at most 40 characters; optional. */
  apartment?: string | null | undefined;
  /** Area or community, 1-80 characters, e.g. "Dubai Marina". */
  area: string;
  /** Building or villa name or number, and street, 1-120 characters. */
  building: string;
  /** Emirate: Dubai, Abu Dhabi, Sharjah, Ajman, Umm Al Quwain, Ras Al Khaimah, Fujairah. Default Dubai. */
  city?: string;
  /** Instructions for the driver, at most 300 characters, e.g. "Leave with the concierge"; optional. */
  instructions?: string | null | undefined;
};

export type DeliverySlotInput = {
  /** Offered to customers (default true). */
  active?: boolean | null | undefined;
  /** Customers per day, 1-10,000. */
  capacity: number;
  /** End, HH:MM, after the start. */
  endTime: string;
  /** Shown to customers, 1-40 characters, e.g. "Morning". */
  label: string;
  /** The label in Arabic, at most 40 characters; blank or absent: none (Arabic readers see `label`). */
  labelAr?: string | null | undefined;
  /** Start, HH:MM (24 h, Dubai time). */
  startTime: string;
};

/** A planned meal's delivery state; shown as "Pending", "Out for delivery", "Delivered", "Cancelled". */
export type DeliveryStatus =
  /** Shown as "Cancelled". */
  | 'Cancelled'
  /** Shown as "Delivered". */
  | 'Delivered'
  /** Shown as "Out for delivery". */
  | 'OutForDelivery'
  /** Shown as "Pending". */
  | 'Pending';

export type DeliveryWeekInput = {
  /** The weekdays off: none for 7 days, 1 for 6, 2 for 5. */
  daysOff: Array<Weekday>;
  /** Delivery days a week: 7, 6 or 5. */
  deliveryDays: number;
};

export type DiscountCodeCheckInput = {
  /** The code as typed; trimmed and matched case-insensitively. */
  code: string;
  /** The selected duration ('7 Days' is the trial and refuses codes). */
  duration?: string | null | undefined;
  /** The selected plan: a trial or promoted plan refuses codes. */
  planId?: string | number | null | undefined;
};

export type DiscountCodeSortField =
  | 'active'
  | 'code'
  | 'createdAt'
  | 'endDate'
  | 'name'
  | 'percentage'
  | 'startDate';

/** ScheduleChanged (pause/resume confirmations), RenewalReminder (3 days before the last delivery), PlanEnded (the day after): optional. OrderConfirmation (tax invoice), Refund (credit note), Cancellation, AccountSecurity (verification codes, password reset, sign-in notices): always sent. */
export type EmailKind =
  | 'AccountSecurity'
  | 'Cancellation'
  | 'OrderConfirmation'
  | 'PlanEnded'
  | 'Refund'
  | 'RenewalReminder'
  | 'ScheduleChanged';

/** Lose (-500 kcal/day), Maintain, Gain (+300 kcal/day). */
export type Goal =
  | 'Gain'
  | 'Lose'
  | 'Maintain';

/** cm or ft (30.48 cm per ft). */
export type HeightUnit =
  | 'Cm'
  | 'Ft';

export type KitchenHolidayInput = {
  /** The day to close, YYYY-MM-DD, from tomorrow (Dubai) on. */
  date: string;
  /** What customers read, 1-80 characters, e.g. "UAE National Day". */
  name: string;
  /** The name in Arabic, at most 80 characters; blank: none. */
  nameAr?: string | null | undefined;
};

/** en (English, the default and fallback) or ar (Arabic). */
export type Language =
  | 'ar'
  | 'en';

export type LegalAcceptanceInput = {
  kind: LegalKind;
  version: number;
};

/** A legal page: terms (terms and conditions), privacy (privacy policy), refunds (refund and cancellation policy), delivery (delivery policy). */
export type LegalKind =
  | 'Delivery'
  | 'Privacy'
  | 'Refunds'
  | 'Terms';

export type LoginInput = {
  /** E-mail address or phone number. */
  identifier: string;
  password: string;
};

/** breakfast, lunch, dinner or snack. */
export type MealCategory =
  | 'Breakfast'
  | 'Dinner'
  | 'Lunch'
  | 'Snack';

export type MealCountsInput = {
  breakfast?: number;
  dinner?: number;
  lunch?: number;
  snack?: number;
};

export type MealSortField =
  | 'active'
  | 'calories'
  | 'category'
  | 'createdAt'
  | 'name'
  | 'protein';

export type MealTogglesInput = {
  breakfast?: number;
  dinner?: number;
  lunch?: number;
  snack?: number;
};

export type MealTranslationInput = {
  /** Arabic description, at most 2000 characters. */
  description?: string | null | undefined;
  /** Arabic name, at most 120 characters. */
  name?: string | null | undefined;
};

export type MealTranslationsInput = {
  ar?: MealTranslationInput | null | undefined;
};

/** Everyone (every customer), ActiveCustomers (plan status Active when sent) or OneCustomer. */
export type NoticeAudience =
  | 'ActiveCustomers'
  | 'Everyone'
  | 'OneCustomer';

export type NoticeTranslationInput = {
  /** Arabic message, at most 2000 characters. */
  message?: string | null | undefined;
  /** Arabic title, at most 120 characters. */
  title?: string | null | undefined;
};

export type NoticeTranslationsInput = {
  ar?: NoticeTranslationInput | null | undefined;
};

export type NutritionInput = {
  activity: ActivityLevel;
  /** Age in years, 14-100. */
  age: number;
  goal: Goal;
  /** Height in `heightUnit`: 75-225 cm or 2.5-7 ft. */
  height: number;
  heightUnit?: HeightUnit;
  sex: Sex;
  /** Body weight in `weightUnit`: 40-140 kg or 90-300 lb. */
  weight: number;
  weightUnit?: WeightUnit;
};

export type OrderSortField =
  | 'createdAt'
  | 'orderNumber'
  | 'orderType'
  | 'planName'
  | 'status'
  | 'total';

/** Paid, PartiallyRefunded, Refunded or Cancelled (legacy). */
export type OrderStatus =
  | 'Cancelled'
  | 'Paid'
  | 'PartiallyRefunded'
  | 'Refunded';

/** Trial (the 7-day trial), Promotion (a promoted plan), Custom (custom meal counts) or Monthly. */
export type OrderType =
  | 'Custom'
  | 'Monthly'
  | 'Promotion'
  | 'Trial';

export type PlanSortField =
  | 'active'
  | 'createdAt'
  | 'endDate'
  | 'name'
  | 'price'
  | 'sortOrder'
  | 'startDate';

/** A customer plan state: None, Active, Paused, Expired or Cancelled. */
export type PlanStatus =
  | 'Active'
  | 'Cancelled'
  | 'Expired'
  | 'None'
  | 'Paused';

export type PlanTranslationInput = {
  /** Arabic description, at most 4000 characters. */
  description?: string | null | undefined;
  /** Arabic name, at most 120 characters. */
  name?: string | null | undefined;
};

export type PlanTranslationsInput = {
  ar?: PlanTranslationInput | null | undefined;
};

export type PromotionSortField =
  | 'createdAt'
  | 'discountPercentage'
  | 'discountedPrice'
  | 'endDate'
  | 'name'
  | 'startDate';

export type PromotionTranslationInput = {
  /** Arabic promotion name, at most 120 characters. */
  name?: string | null | undefined;
};

export type PromotionTranslationsInput = {
  ar?: PromotionTranslationInput | null | undefined;
};

export type PublishLegalDocumentInput = {
  /** English body, HTML from the rich-text editor (sanitized on the server). */
  body: string;
  /** Arabic body, HTML (sanitized on the server). */
  bodyAr: string;
  kind: LegalKind;
  /** What changed, in English, at most 500 characters. */
  summary?: string | null | undefined;
  /** What changed, in Arabic, at most 500 characters. */
  summaryAr?: string | null | undefined;
  /** English title, at most 160 characters. */
  title: string;
  /** Arabic title, at most 160 characters. */
  titleAr: string;
};

export type RefundOrderInput = {
  /** Fils to refund, VAT included (at most what is left of the amount paid). */
  amount: number;
  orderId: string | number;
  /** Why (shown to the customer on the credit note and e-mail), 1-300 characters. */
  reason: string;
};

/** The app's own refund reasons, worded by the client in the reader's language. */
export type RefundReasonCode =
  /** The customer cancelled the plan (English text 'Plan cancelled by the customer'). */
  | 'PlanCancelled'
  /** Refunded in Stripe's dashboard (English text 'Refunded in Stripe'). */
  | 'RefundedInStripe';

/** Staff (Refund dialog), Cancellation (the customer cancelled) or Stripe (made in Stripe). */
export type RefundSource =
  | 'Cancellation'
  | 'Staff'
  | 'Stripe';

/** Pending (Stripe asked), Succeeded or Failed (nothing refunded). */
export type RefundStatus =
  | 'Failed'
  | 'Pending'
  | 'Succeeded';

/** scheduled (to be charged, or retried after a decline), paid, needs_action (3-D Secure wanted), failed (the plan ends), off. */
export type RenewalState =
  | 'Failed'
  | 'NeedsAction'
  | 'Off'
  | 'Paid'
  | 'Scheduled';

export type RequestPasswordResetInput = {
  /** E-mail address of the account (matched case-insensitively). */
  email: string;
};

export type ResendOtpInput = {
  email: string;
  /** The verificationToken returned by signUp (or by login for an unverified account). */
  verificationToken: string;
};

export type ResetPasswordInput = {
  /** The 6-digit code from the e-mail (or send `token`). */
  code?: string | null | undefined;
  /** E-mail address the code was sent to. */
  email: string;
  /** New password, 8-128 characters, zxcvbn score 3 or more (the sign-up rule). */
  password: string;
  /** The token of the e-mailed link (or send `code`). */
  token?: string | null | undefined;
};

/** user, admin or super_admin (spec section 6). */
export type Role =
  | 'Admin'
  | 'SuperAdmin'
  | 'User';

export type SaveNutritionProfileInput = {
  activity: ActivityLevel;
  /** Age in years, 14-100. */
  age: number;
  /** Allergens to avoid, from the closed list the menu filters by (repeats removed). A value outside it: VALIDATION_FAILED. */
  allergens?: Array<Allergen>;
  /** Foods the customer dislikes (free text); at most 20. */
  dislikes?: Array<string>;
  goal: Goal;
  /** Height in `heightUnit`: 75-225 cm or 2.5-7 ft. */
  height: number;
  heightUnit?: HeightUnit;
  sex: Sex;
  /** Body weight in `weightUnit`: 40-140 kg or 90-300 lb. */
  weight: number;
  weightUnit?: WeightUnit;
};

export type SelectionInput = {
  /** Delivery days a week, one of the plan's `deliveryWeeks` (7, 6 or 5); default the plan's longest. The trial: 7 only. */
  deliveryDaysPerWeek?: number | null | undefined;
  /** A discount code; blank means none. Refused for the trial and promoted plans. */
  discountCode?: string | null | undefined;
  /** '7 Days' (the trial plan only), '1 Month' (28 days) or '3 Months' (84 days). */
  duration: string;
  /** Custom counts per category (0-3); used when any is above 0. */
  isCustom?: MealCountsInput | null | undefined;
  /** Meal toggles (0/1 per category). */
  meals?: MealTogglesInput | null | undefined;
  planId: string | number;
  /** First delivery day, YYYY-MM-DD, beginning in Dubai at least 48 hours and at most 60 days ahead (a day off moves it to the next delivery day). */
  startDate: string;
};

export type SendNotificationInput = {
  audience: NoticeAudience;
  /** Message, 1-2000 characters (plain text). */
  message: string;
  /** Title, 1-120 characters. */
  title: string;
  /** Arabic title and message (optional). */
  translations?: NoticeTranslationsInput | null | undefined;
  /** The customer, with OneCustomer only. */
  userId?: string | number | null | undefined;
};

export type SetEmailPreferenceInput = {
  /** true: send these e-mails; false: stop them. */
  enabled: boolean;
  kind: EmailKind;
};

/** male or female (the BMR formula differs). */
export type Sex =
  | 'Female'
  | 'Male';

export type SignUpInput = {
  /** The versions of the terms and conditions and the privacy policy the form showed and the customer accepted (`currentLegalVersions`); recorded as consents when the e-mail is verified. Errors: TERMS_CHANGED when one is no longer in force. */
  acceptedLegal?: Array<LegalAcceptanceInput> | null | undefined;
  /** E-mail address (matched case-insensitively). */
  email: string;
  /** Full name, 1-100 characters. */
  fullName: string;
  /** Password, 8-128 characters, zxcvbn score 3 or more (not common, not guessable from the name or e-mail). */
  password: string;
  /** Phone number; +971 assumed when no country code is given. */
  phoneNo: string;
};

/** asc (A-Z, oldest, smallest first) or desc. */
export type SortDirection =
  | 'asc'
  | 'desc';

/** Active, Paused, Expired or Cancelled. */
export type SubscriptionStatus =
  | 'Active'
  | 'Cancelled'
  | 'Expired'
  | 'Paused';

export type SwapMealInput = {
  category: MealCategory;
  /** The delivery day, YYYY-MM-DD (UTC); at least 48 hours ahead. */
  date: string;
  /** Which entry of that category on that day, from 0 (custom plans may have up to 3). */
  index?: number;
  /** The new meal: active, of the same category and on the plan. */
  mealId: string | number;
  subscriptionId: string | number;
};

export type UpdateBlogInput = {
  author?: string | null | undefined;
  /** HTML; sanitized on the server. */
  body?: string | null | undefined;
  /** A site-relative path or an https URL; null or empty removes it. */
  coverImage?: string | null | undefined;
  excerpt?: string | null | undefined;
  id: string | number;
  tags?: Array<string> | null | undefined;
  title?: string | null | undefined;
  /** Arabic title, excerpt and body (optional; given on update, it replaces the stored Arabic; blank fields show the English). */
  translations?: BlogTranslationsInput | null | undefined;
};

export type UpdateDayDeliveryStatusInput = {
  /** Delivery day YYYY-MM-DD (UTC). */
  date: string;
  status: DeliveryStatus;
  /** The subscription (user plan id). */
  subscriptionId: string | number;
};

export type UpdateDeliverySlotInput = {
  /** Offered to customers (default true). */
  active?: boolean | null | undefined;
  /** Customers per day, 1-10,000. */
  capacity?: number | null | undefined;
  /** End, HH:MM, after the start. */
  endTime?: string | null | undefined;
  /** Shown to customers, 1-40 characters, e.g. "Morning". */
  label?: string | null | undefined;
  /** The label in Arabic, at most 40 characters; blank or absent: none (Arabic readers see `label`). */
  labelAr?: string | null | undefined;
  /** Start, HH:MM (24 h, Dubai time). */
  startTime?: string | null | undefined;
};

export type UpdateDeliveryStatusInput = {
  category?: MealCategory | null | undefined;
  /** Delivery day YYYY-MM-DD (with category and slot). */
  date?: string | null | undefined;
  /** Position in planMeals (the row `index`). */
  index?: number | null | undefined;
  /** Which meal of that category that day, from 0 (default 0). */
  slot?: number | null | undefined;
  status: DeliveryStatus;
  /** The subscription (user plan id). */
  subscriptionId: string | number;
};

export type UpdateDiscountCodeInput = {
  code?: string | null | undefined;
  endDate?: string | null | undefined;
  name?: string | null | undefined;
  percentage?: number | null | undefined;
  startDate?: string | null | undefined;
};

export type UpdateMealInput = {
  /** Replaces the allergens (closed list). A value outside it: VALIDATION_FAILED. */
  allergens?: Array<Allergen> | null | undefined;
  calories?: number | null | undefined;
  carbs?: number | null | undefined;
  /** Changing it affects only future checkouts; scheduled meals keep theirs. */
  category?: MealCategory | null | undefined;
  description?: string | null | undefined;
  fat?: number | null | undefined;
  image?: string | null | undefined;
  name?: string | null | undefined;
  protein?: number | null | undefined;
  tags?: Array<string> | null | undefined;
  /** Arabic name and description; given, it replaces the stored Arabic (blank fields show the English). */
  translations?: MealTranslationsInput | null | undefined;
};

export type UpdatePlanInput = {
  /** null removes it. */
  caloriesPerDay?: number | null | undefined;
  /** Given slots change; missing ones keep their value. */
  dailyPrices?: DailyPricesInput | null | undefined;
  /** Given, replaces the weeks it is sold with (subscriptions already bought keep theirs). */
  deliveryWeeks?: Array<DeliveryWeekInput> | null | undefined;
  description?: string | null | undefined;
  /** null removes the end date. */
  endDate?: string | null | undefined;
  image?: string | null | undefined;
  isTrial?: boolean | null | undefined;
  name?: string | null | undefined;
  /** Fils. */
  price?: number | null | undefined;
  sortOrder?: number | null | undefined;
  /** null removes the start date. */
  startDate?: string | null | undefined;
  /** Arabic name and description; given, it replaces the stored Arabic (blank fields show the English). */
  translations?: PlanTranslationsInput | null | undefined;
};

export type VerifyOtpInput = {
  /** The 6-digit code sent by e-mail. */
  code: string;
  email: string;
  /** The verificationToken returned by signUp (or by login for an unverified account). */
  verificationToken: string;
};

/** A day of the week (a delivery day off, a weekday rule). */
export type Weekday =
  | 'Friday'
  | 'Monday'
  | 'Saturday'
  | 'Sunday'
  | 'Thursday'
  | 'Tuesday'
  | 'Wednesday';

export type WeekdayAddressInput = {
  /** The address for that weekday; null: back to the default. */
  addressId?: string | number | null | undefined;
  /** 0 Sunday ... 6 Saturday. */
  weekday: number;
};

/** kg or lb (2.20462 lb per kg). */
export type WeightUnit =
  | 'Kg'
  | 'Lb';

export type ActivePromotionsQueryVariables = Exact<{ [key: string]: never; }>;


export type ActivePromotionsQuery = { activePromotions: Array<{ id: string, name: string, text: string, planId: string, discountPercentage: number }> };

export type BookAddressFieldsFragment = { id: string, label: string, isDefault: boolean, area: string, building: string, apartment: string | null, city: string, instructions: string | null, formatted: string };

export type CurrentLegalVersionsQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentLegalVersionsQuery = { currentLegalVersions: Array<{ kind: LegalKind, version: number, title: string, publishedAt: string }> };

export type DeliveryAddressFieldsFragment = { area: string, building: string, apartment: string | null, city: string, instructions: string | null, formatted: string };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: boolean };

export type MarkAllNotificationsReadMutationVariables = Exact<{ [key: string]: never; }>;


export type MarkAllNotificationsReadMutation = { markAllNotificationsRead: number };

export type MarkNotificationReadMutationVariables = Exact<{
  id: string | number;
}>;


export type MarkNotificationReadMutation = { markNotificationRead: { id: string, read: boolean } };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, fullName: string, email: string, phoneNo: string, image: string | null, role: Role, planStatus: PlanStatus, emailVerified: boolean } };

export type MyDeliveryAddressQueryVariables = Exact<{ [key: string]: never; }>;


export type MyDeliveryAddressQuery = { me: { id: string, deliveryAddress: { area: string, building: string, apartment: string | null, city: string, instructions: string | null, formatted: string } | null } };

export type MyNotificationsQueryVariables = Exact<{
  page?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type MyNotificationsQuery = { myNotifications: { unreadCount: number, total: number, data: Array<{ id: string, title: string, message: string, read: boolean, createdAt: string }> } };

export type MyTermsStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type MyTermsStatusQuery = { myTermsStatus: { currentVersion: number, acceptedVersion: number | null, mustAccept: boolean } };

export type NextRenewalFieldsFragment = { subscriptionId: string, autoRenew: boolean, state: RenewalState, chargeDate: string, amount: number | null };

export type PaymentConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentConfigQuery = { paymentConfig: { enabled: boolean, publishableKey: string | null, currency: string } };

export type SetMyLanguageMutationVariables = Exact<{
  language: Language;
}>;


export type SetMyLanguageMutation = { setMyLanguage: { id: string, language: Language } };

export type SiteSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type SiteSettingsQuery = { siteSettings: { supportPhone: string, appStoreUrl: string | null, googlePlayUrl: string | null } };

export type UpdateDeliveryAddressMutationVariables = Exact<{
  input: DeliveryAddressInput;
}>;


export type UpdateDeliveryAddressMutation = { updateDeliveryAddress: { id: string, deliveryAddress: { area: string, building: string, apartment: string | null, city: string, instructions: string | null, formatted: string } | null } };

export type UserFieldsFragment = { id: string, fullName: string, email: string, phoneNo: string, image: string | null, role: Role, planStatus: PlanStatus, emailVerified: boolean };

export type AddKitchenHolidayMutationVariables = Exact<{
  input: KitchenHolidayInput;
}>;


export type AddKitchenHolidayMutation = { addKitchenHoliday: { date: string, name: string, nameAr: string | null } };

export type AdminAnalyticsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminAnalyticsQuery = { adminAnalytics: { activeSubscriptions: number, revenueThisMonth: number, ordersToday: number, newCustomers30Days: number, totalCustomers: number, totalOrders: number, ordersByType: Array<{ _id: OrderType, count: number }> } };

export type AdminBlogQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminBlogQuery = { adminBlog: { id: string, title: string, excerpt: string, body: string, tags: Array<string>, coverImage: string | null, author: string, published: boolean, translations: { ar: { title: string | null, excerpt: string | null, body: string | null } | null } | null } };

export type AdminBlogFieldsFragment = { id: string, title: string, excerpt: string, body: string, tags: Array<string>, coverImage: string | null, author: string, published: boolean };

export type AdminBlogsQueryVariables = Exact<{
  page?: number | null | undefined;
  limit?: number | null | undefined;
  search?: string | null | undefined;
}>;


export type AdminBlogsQuery = { adminBlogs: { total: number, totalPages: number, data: Array<{ id: string, title: string, slug: string, published: boolean, publishedAt: string | null, updatedAt: string, author: string }> } };

export type AdminCustomerQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminCustomerQuery = { adminCustomer: { profile: { image: string | null, emailVerified: boolean, id: string, fullName: string, email: string, phoneNo: string, planStatus: PlanStatus, createdAt: string, active: boolean }, subscriptions: Array<{ id: string, planName: string, status: SubscriptionStatus, startDate: string, endDate: string, totalMeals: number, pendingMeals: number, outForDeliveryMeals: number, deliveredMeals: number, cancelledMeals: number, orderId: string }>, orders: Array<{ id: string, orderNumber: string, orderType: OrderType, status: OrderStatus, total: number, createdAt: string }> } };

export type AdminDeliverySlotsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminDeliverySlotsQuery = { adminDeliverySlots: Array<{ id: string, label: string, labelAr: string | null, startTime: string, endTime: string, capacity: number, active: boolean }> };

export type AdminMealQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminMealQuery = { adminMeal: { id: string, name: string, description: string, category: MealCategory, image: string, calories: number, protein: number, carbs: number, fat: number, allergens: Array<Allergen>, tags: Array<string>, active: boolean, translations: { ar: { name: string | null, description: string | null } | null } | null } };

export type AdminMealFieldsFragment = { id: string, name: string, description: string, category: MealCategory, image: string, calories: number, protein: number, carbs: number, fat: number, allergens: Array<Allergen>, tags: Array<string>, active: boolean, translations: { ar: { name: string | null, description: string | null } | null } | null };

export type AdminMealsQueryVariables = Exact<{
  page?: number | null | undefined;
  limit?: number | null | undefined;
  search?: string | null | undefined;
  sortBy?: MealSortField | null | undefined;
  sortDir?: SortDirection | null | undefined;
  active?: boolean | null | undefined;
}>;


export type AdminMealsQuery = { adminMeals: { total: number, totalPages: number, data: Array<{ id: string, name: string, description: string, category: MealCategory, image: string, calories: number, protein: number, carbs: number, fat: number, allergens: Array<Allergen>, tags: Array<string>, active: boolean, translations: { ar: { name: string | null, description: string | null } | null } | null }> } };

export type AdminOrderQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminOrderQuery = { adminOrder: { order: { id: string, orderNumber: string, createdAt: string, status: OrderStatus, orderType: OrderType, subtotal: number, vat: number, deliveryFee: number, discount: number, total: number, refundedAmount: number, refundable: number, invoiceNumber: string | null, paymentIntentId: string, paymentMode: string, discountCode: { code: string } | null, promotion: { name: string, nameAr: string | null } | null, packageInfo: { package: string, packageAr: string | null, days: string, meals: Array<string>, mealsCount: number, startDate: string, endDate: string }, refunds: Array<{ id: string, amount: number, reason: string, reasonCode: RefundReasonCode | null, status: RefundStatus, source: RefundSource, creditNoteNumber: string | null, createdAt: string, settledAt: string | null }> }, customer: { id: string, fullName: string, email: string, phoneNo: string, address: string } | null, lines: Array<{ description: string, descriptionAr: string | null, quantity: number, unitPrice: number, amount: number }>, deliveries: { subscriptionId: string, status: SubscriptionStatus, startDate: string, endDate: string, pending: number, outForDelivery: number, delivered: number, cancelled: number } | null, notices: Array<{ kind: AdminOrderNoticeKind, sentAt: string, invoiceNumber: string | null, refundId: string | null, amount: number | null, creditNoteNumber: string | null }>, renewal: { subscriptionId: string, autoRenew: boolean, state: RenewalState, chargeDate: string, amount: number | null, attempts: number, lastError: string | null, renewalOrderId: string | null } | null, consents: Array<{ kind: LegalKind, version: number, acceptedAt: string, source: ConsentSource }> } };

export type AdminOrderDetailFieldsFragment = { order: { id: string, orderNumber: string, createdAt: string, status: OrderStatus, orderType: OrderType, subtotal: number, vat: number, deliveryFee: number, discount: number, total: number, refundedAmount: number, refundable: number, invoiceNumber: string | null, paymentIntentId: string, paymentMode: string, discountCode: { code: string } | null, promotion: { name: string, nameAr: string | null } | null, packageInfo: { package: string, packageAr: string | null, days: string, meals: Array<string>, mealsCount: number, startDate: string, endDate: string }, refunds: Array<{ id: string, amount: number, reason: string, reasonCode: RefundReasonCode | null, status: RefundStatus, source: RefundSource, creditNoteNumber: string | null, createdAt: string, settledAt: string | null }> }, customer: { id: string, fullName: string, email: string, phoneNo: string, address: string } | null, lines: Array<{ description: string, descriptionAr: string | null, quantity: number, unitPrice: number, amount: number }>, deliveries: { subscriptionId: string, status: SubscriptionStatus, startDate: string, endDate: string, pending: number, outForDelivery: number, delivered: number, cancelled: number } | null, notices: Array<{ kind: AdminOrderNoticeKind, sentAt: string, invoiceNumber: string | null, refundId: string | null, amount: number | null, creditNoteNumber: string | null }>, renewal: { subscriptionId: string, autoRenew: boolean, state: RenewalState, chargeDate: string, amount: number | null, attempts: number, lastError: string | null, renewalOrderId: string | null } | null, consents: Array<{ kind: LegalKind, version: number, acceptedAt: string, source: ConsentSource }> };

export type AdminOrdersQueryVariables = Exact<{
  page?: number | null | undefined;
  limit?: number | null | undefined;
  search?: string | null | undefined;
  sortBy?: OrderSortField | null | undefined;
  sortDir?: SortDirection | null | undefined;
  status?: OrderStatus | null | undefined;
  orderType?: OrderType | null | undefined;
  planId?: string | number | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
}>;


export type AdminOrdersQuery = { adminOrders: { total: number, totalPages: number, data: Array<{ id: string, orderNumber: string, customerName: string, customerEmail: string, planName: string, days: string, orderType: OrderType, total: number, status: OrderStatus, renewalState: RenewalState | null, createdAt: string }> } };

export type AdminPlanQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminPlanQuery = { adminPlan: { id: string, name: string, description: string, price: number, image: string, isTrial: boolean, active: boolean, sortOrder: number, caloriesPerDay: number | null, startDate: string | null, endDate: string | null, deliveryWeeks: Array<{ deliveryDays: number, daysOff: Array<Weekday> }>, dailyPrices: { breakfast: number, lunch: number, dinner: number, snacks: number }, planMeals: Array<{ id: string, name: string, category: MealCategory }>, translations: { ar: { name: string | null, description: string | null } | null } | null } };

export type AdminPlanFieldsFragment = { id: string, name: string, description: string, price: number, image: string, isTrial: boolean, active: boolean, sortOrder: number, caloriesPerDay: number | null, startDate: string | null, endDate: string | null, dailyPrices: { breakfast: number, lunch: number, dinner: number, snacks: number }, planMeals: Array<{ id: string, name: string, category: MealCategory }>, translations: { ar: { name: string | null, description: string | null } | null } | null };

export type AdminPlansQueryVariables = Exact<{
  page?: number | null | undefined;
  limit?: number | null | undefined;
  search?: string | null | undefined;
  sortBy?: PlanSortField | null | undefined;
  sortDir?: SortDirection | null | undefined;
}>;


export type AdminPlansQuery = { adminPlans: { total: number, totalPages: number, data: Array<{ id: string, name: string, description: string, price: number, image: string, isTrial: boolean, active: boolean, sortOrder: number, caloriesPerDay: number | null, startDate: string | null, endDate: string | null, dailyPrices: { breakfast: number, lunch: number, dinner: number, snacks: number }, planMeals: Array<{ id: string, name: string, category: MealCategory }>, translations: { ar: { name: string | null, description: string | null } | null } | null }> } };

export type AdminRenewalFieldsFragment = { subscriptionId: string, autoRenew: boolean, state: RenewalState, chargeDate: string, amount: number | null, attempts: number, lastError: string | null, renewalOrderId: string | null };

export type AdminSlotBookingsQueryVariables = Exact<{
  from: string;
}>;


export type AdminSlotBookingsQuery = { deliverySlotAvailability: Array<{ date: string, slotId: string, booked: number }> };

export type AdminsQueryVariables = Exact<{
  page?: number | null | undefined;
  limit?: number | null | undefined;
  search?: string | null | undefined;
}>;


export type AdminsQuery = { admins: { total: number, totalPages: number, data: Array<{ id: string, fullName: string, email: string, phoneNo: string, role: Role, active: boolean, createdAt: string }> } };

export type AmbassadorApplicationsQueryVariables = Exact<{
  page?: number | null | undefined;
  limit?: number | null | undefined;
  search?: string | null | undefined;
  status?: AmbassadorStatus | null | undefined;
}>;


export type AmbassadorApplicationsQuery = { ambassadorApplications: { total: number, totalPages: number, data: Array<{ id: string, fullName: string, email: string, phone: string, country: string, accountURL1: string, accountURL2: string | null, accountURL3: string | null, brief: string, status: AmbassadorStatus, createdAt: string }> } };

export type AuditLogQueryVariables = Exact<{
  page?: number | null | undefined;
  limit?: number | null | undefined;
  entity?: string | null | undefined;
  entityId?: string | number | null | undefined;
  action?: string | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
}>;


export type AuditLogQuery = { auditLog: { total: number, totalPages: number, data: Array<{ id: string, actorEmail: string, actorName: string, actorRole: string, action: string, entity: string | null, entityId: string | null, before: string | null, after: string | null, ip: string | null, createdAt: string }> } };

export type CloseCustomerAccountMutationVariables = Exact<{
  id: string | number;
  confirmation: string;
}>;


export type CloseCustomerAccountMutation = { closeCustomerAccount: { closedAt: string, cancelledPlans: number, refunded: number } };

export type ContactRequestsQueryVariables = Exact<{
  page?: number | null | undefined;
  limit?: number | null | undefined;
  search?: string | null | undefined;
  type?: ContactRequestType | null | undefined;
}>;


export type ContactRequestsQuery = { contactRequests: { total: number, totalPages: number, data: Array<{ id: string, type: ContactRequestType, name: string, company: string | null, email: string, phone: string, message: string, handled: boolean, createdAt: string }> } };

export type CreateAdminMutationVariables = Exact<{
  input: CreateAdminInput;
}>;


export type CreateAdminMutation = { createAdmin: { id: string, fullName: string, email: string } };

export type CreateBlogMutationVariables = Exact<{
  input: CreateBlogInput;
}>;


export type CreateBlogMutation = { createBlog: { id: string, title: string, published: boolean } };

export type CreateDeliverySlotMutationVariables = Exact<{
  input: DeliverySlotInput;
}>;


export type CreateDeliverySlotMutation = { createDeliverySlot: { id: string, label: string, labelAr: string | null, startTime: string, endTime: string, capacity: number, active: boolean } };

export type CreateDiscountCodeMutationVariables = Exact<{
  input: CreateDiscountCodeInput;
}>;


export type CreateDiscountCodeMutation = { createDiscountCode: { id: string, code: string, name: string, percentage: number, startDate: string, endDate: string, active: boolean, createdAt: string } };

export type CreateMealMutationVariables = Exact<{
  input: CreateMealInput;
}>;


export type CreateMealMutation = { createMeal: { id: string, name: string, description: string, category: MealCategory, image: string, calories: number, protein: number, carbs: number, fat: number, allergens: Array<Allergen>, tags: Array<string>, active: boolean, translations: { ar: { name: string | null, description: string | null } | null } | null } };

export type CreatePlanMutationVariables = Exact<{
  input: CreatePlanInput;
}>;


export type CreatePlanMutation = { createPlan: { id: string, name: string, description: string, price: number, image: string, isTrial: boolean, active: boolean, sortOrder: number, caloriesPerDay: number | null, startDate: string | null, endDate: string | null, dailyPrices: { breakfast: number, lunch: number, dinner: number, snacks: number }, planMeals: Array<{ id: string, name: string, category: MealCategory }>, translations: { ar: { name: string | null, description: string | null } | null } | null } };

export type CreatePlanPromotionMutationVariables = Exact<{
  input: CreatePlanPromotionInput;
}>;


export type CreatePlanPromotionMutation = { createPlanPromotion: { id: string, name: string } };

export type CustomerAddressBookQueryVariables = Exact<{
  userId: string | number;
}>;


export type CustomerAddressBookQuery = { customerAddresses: Array<{ id: string, label: string, isDefault: boolean, area: string, building: string, apartment: string | null, city: string, instructions: string | null, formatted: string }>, customerDayAddresses: { weekdayRules: Array<{ weekday: number, address: { id: string, label: string } }> } };

export type CustomerConsentsQueryVariables = Exact<{
  customerId: string | number;
}>;


export type CustomerConsentsQuery = { customerConsents: Array<{ kind: LegalKind, version: number, acceptedAt: string, source: ConsentSource }> };

export type CustomerDeliveriesQueryVariables = Exact<{
  userId: string | number;
  deliveryStatus?: DeliveryStatus | null | undefined;
  page?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type CustomerDeliveriesQuery = { customerDeliveries: { total: number, totalPages: number, data: Array<{ plannedMealId: string, userPlanId: string, userId: string, category: MealCategory, mealId: string, mealName: string, day: string, scheduleDate: string, deliveryStatus: DeliveryStatus, index: number }> } };

export type CustomerOptionsQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type CustomerOptionsQuery = { customers: { data: Array<{ id: string, fullName: string, email: string }> } };

export type CustomerRowFieldsFragment = { id: string, fullName: string, email: string, phoneNo: string, planStatus: PlanStatus, createdAt: string, active: boolean };

export type CustomersQueryVariables = Exact<{
  page?: number | null | undefined;
  limit?: number | null | undefined;
  search?: string | null | undefined;
  sortBy?: CustomerSortField | null | undefined;
  sortDir?: SortDirection | null | undefined;
  planStatus?: PlanStatus | null | undefined;
}>;


export type CustomersQuery = { customers: { total: number, totalPages: number, data: Array<{ id: string, fullName: string, email: string, phoneNo: string, planStatus: PlanStatus, createdAt: string, active: boolean }> } };

export type DeletePlanPromotionMutationVariables = Exact<{
  id: string | number;
}>;


export type DeletePlanPromotionMutation = { deletePlanPromotion: { id: string, name: string } };

export type DiscountCodeFieldsFragment = { id: string, code: string, name: string, percentage: number, startDate: string, endDate: string, active: boolean, createdAt: string };

export type DiscountCodesQueryVariables = Exact<{
  expired?: boolean | null | undefined;
  page?: number | null | undefined;
  limit?: number | null | undefined;
  search?: string | null | undefined;
  sortBy?: DiscountCodeSortField | null | undefined;
  sortDir?: SortDirection | null | undefined;
}>;


export type DiscountCodesQuery = { discountCodes: { total: number, totalPages: number, data: Array<{ id: string, code: string, name: string, percentage: number, startDate: string, endDate: string, active: boolean, createdAt: string }> } };

export type DurationsQueryVariables = Exact<{ [key: string]: never; }>;


export type DurationsQuery = { durations: Array<{ label: string, days: number }> };

export type KitchenHolidaysQueryVariables = Exact<{ [key: string]: never; }>;


export type KitchenHolidaysQuery = { kitchenHolidays: Array<{ date: string, name: string, nameAr: string | null }> };

export type KitchenManifestQueryVariables = Exact<{
  date: string;
}>;


export type KitchenManifestQuery = { kitchenManifest: { date: string, totalMeals: number, stops: Array<{ userId: string, customerName: string, phoneNo: string, address: string | null, instructions: string | null, slot: string | null, meals: Array<{ mealId: string, mealName: string, category: MealCategory, subscriptionId: string }> }> } };

export type KitchenProductionQueryVariables = Exact<{
  date: string;
}>;


export type KitchenProductionQuery = { kitchenProduction: { date: string, totalMeals: number, categories: Array<{ category: MealCategory, total: number, meals: Array<{ mealId: string, mealName: string, count: number }> }> } };

export type LegalDocumentSourceQueryVariables = Exact<{
  kind: LegalKind;
}>;


export type LegalDocumentSourceQuery = { legalDocumentSource: { kind: LegalKind, version: number, publishedAt: string, title: string, body: string, titleAr: string, bodyAr: string } };

export type MealOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type MealOptionsQuery = { adminMeals: { data: Array<{ id: string, name: string, category: MealCategory, calories: number }> } };

export type NewsletterSubscribersQueryVariables = Exact<{
  page?: number | null | undefined;
  limit?: number | null | undefined;
  search?: string | null | undefined;
}>;


export type NewsletterSubscribersQuery = { newsletterSubscribers: { total: number, totalPages: number, data: Array<{ id: string, email: string, createdAt: string }> } };

export type PlanOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type PlanOptionsQuery = { adminPlans: { data: Array<{ id: string, name: string, price: number, active: boolean, isTrial: boolean }> } };

export type PlanPromotionsQueryVariables = Exact<{
  expired?: boolean | null | undefined;
  page?: number | null | undefined;
  limit?: number | null | undefined;
  search?: string | null | undefined;
  sortBy?: PromotionSortField | null | undefined;
  sortDir?: SortDirection | null | undefined;
}>;


export type PlanPromotionsQuery = { planPromotions: { total: number, totalPages: number, data: Array<{ id: string, name: string, planId: string, planName: string, discountPercentage: number, discountedPrice: number, startDate: string, endDate: string }> } };

export type PublishLegalDocumentMutationVariables = Exact<{
  input: PublishLegalDocumentInput;
}>;


export type PublishLegalDocumentMutation = { publishLegalDocument: { id: string, kind: LegalKind, version: number, publishedAt: string } };

export type RefundOrderMutationVariables = Exact<{
  input: RefundOrderInput;
}>;


export type RefundOrderMutation = { refundOrder: { order: { id: string, orderNumber: string, createdAt: string, status: OrderStatus, orderType: OrderType, subtotal: number, vat: number, deliveryFee: number, discount: number, total: number, refundedAmount: number, refundable: number, invoiceNumber: string | null, paymentIntentId: string, paymentMode: string, discountCode: { code: string } | null, promotion: { name: string, nameAr: string | null } | null, packageInfo: { package: string, packageAr: string | null, days: string, meals: Array<string>, mealsCount: number, startDate: string, endDate: string }, refunds: Array<{ id: string, amount: number, reason: string, reasonCode: RefundReasonCode | null, status: RefundStatus, source: RefundSource, creditNoteNumber: string | null, createdAt: string, settledAt: string | null }> }, customer: { id: string, fullName: string, email: string, phoneNo: string, address: string } | null, lines: Array<{ description: string, descriptionAr: string | null, quantity: number, unitPrice: number, amount: number }>, deliveries: { subscriptionId: string, status: SubscriptionStatus, startDate: string, endDate: string, pending: number, outForDelivery: number, delivered: number, cancelled: number } | null, notices: Array<{ kind: AdminOrderNoticeKind, sentAt: string, invoiceNumber: string | null, refundId: string | null, amount: number | null, creditNoteNumber: string | null }>, renewal: { subscriptionId: string, autoRenew: boolean, state: RenewalState, chargeDate: string, amount: number | null, attempts: number, lastError: string | null, renewalOrderId: string | null } | null, consents: Array<{ kind: LegalKind, version: number, acceptedAt: string, source: ConsentSource }> } };

export type RemoveKitchenHolidayMutationVariables = Exact<{
  date: string;
}>;


export type RemoveKitchenHolidayMutation = { removeKitchenHoliday: boolean };

export type RetryRenewalMutationVariables = Exact<{
  subscriptionId: string | number;
}>;


export type RetryRenewalMutation = { retryRenewal: { subscriptionId: string, autoRenew: boolean, state: RenewalState, chargeDate: string, amount: number | null, attempts: number, lastError: string | null, renewalOrderId: string | null } };

export type SendNotificationMutationVariables = Exact<{
  input: SendNotificationInput;
}>;


export type SendNotificationMutation = { sendNotification: { id: string, recipientCount: number } };

export type SentNotificationsQueryVariables = Exact<{
  page?: number | null | undefined;
  limit?: number | null | undefined;
  search?: string | null | undefined;
}>;


export type SentNotificationsQuery = { sentNotifications: { total: number, totalPages: number, data: Array<{ id: string, title: string, message: string, audience: NoticeAudience, recipientCount: number, createdAt: string }> } };

export type SetAdminActiveMutationVariables = Exact<{
  id: string | number;
  active: boolean;
}>;


export type SetAdminActiveMutation = { setAdminActive: { id: string, active: boolean } };

export type SetAmbassadorStatusMutationVariables = Exact<{
  id: string | number;
  status: AmbassadorStatus;
}>;


export type SetAmbassadorStatusMutation = { setAmbassadorStatus: { id: string, status: AmbassadorStatus } };

export type SetBlogPublishedMutationVariables = Exact<{
  id: string | number;
  published: boolean;
}>;


export type SetBlogPublishedMutation = { setBlogPublished: { id: string, published: boolean, publishedAt: string | null } };

export type SetContactHandledMutationVariables = Exact<{
  id: string | number;
  handled: boolean;
}>;


export type SetContactHandledMutation = { setContactHandled: { id: string, handled: boolean } };

export type SetDiscountCodeActiveMutationVariables = Exact<{
  id: string | number;
  active: boolean;
}>;


export type SetDiscountCodeActiveMutation = { setDiscountCodeActive: { id: string, active: boolean } };

export type SetMealActiveMutationVariables = Exact<{
  id: string | number;
  active: boolean;
}>;


export type SetMealActiveMutation = { setMealActive: { id: string, active: boolean } };

export type SetPlanActiveMutationVariables = Exact<{
  id: string | number;
  active: boolean;
}>;


export type SetPlanActiveMutation = { setPlanActive: { id: string, active: boolean } };

export type SetPlanMealsMutationVariables = Exact<{
  planId: string | number;
  mealIds: Array<string | number> | string | number;
}>;


export type SetPlanMealsMutation = { setPlanMeals: { id: string, name: string, description: string, price: number, image: string, isTrial: boolean, active: boolean, sortOrder: number, caloriesPerDay: number | null, startDate: string | null, endDate: string | null, dailyPrices: { breakfast: number, lunch: number, dinner: number, snacks: number }, planMeals: Array<{ id: string, name: string, category: MealCategory }>, translations: { ar: { name: string | null, description: string | null } | null } | null } };

export type TurnOffRenewalMutationVariables = Exact<{
  subscriptionId: string | number;
}>;


export type TurnOffRenewalMutation = { turnOffRenewal: { subscriptionId: string, autoRenew: boolean, state: RenewalState, chargeDate: string, amount: number | null, attempts: number, lastError: string | null, renewalOrderId: string | null } };

export type UpdateBlogMutationVariables = Exact<{
  input: UpdateBlogInput;
}>;


export type UpdateBlogMutation = { updateBlog: { updatedAt: string, id: string, title: string, excerpt: string, body: string, tags: Array<string>, coverImage: string | null, author: string, published: boolean } };

export type UpdateDayDeliveryStatusMutationVariables = Exact<{
  input: UpdateDayDeliveryStatusInput;
}>;


export type UpdateDayDeliveryStatusMutation = { updateDayDeliveryStatus: Array<{ plannedMealId: string, index: number, deliveryStatus: DeliveryStatus }> };

export type UpdateDeliverySlotMutationVariables = Exact<{
  id: string | number;
  input: UpdateDeliverySlotInput;
}>;


export type UpdateDeliverySlotMutation = { updateDeliverySlot: { id: string, label: string, labelAr: string | null, startTime: string, endTime: string, capacity: number, active: boolean } };

export type UpdateDeliveryStatusMutationVariables = Exact<{
  input: UpdateDeliveryStatusInput;
}>;


export type UpdateDeliveryStatusMutation = { updateDeliveryStatus: { plannedMealId: string, userPlanId: string, index: number, deliveryStatus: DeliveryStatus } };

export type UpdateDiscountCodeMutationVariables = Exact<{
  id: string | number;
  input: UpdateDiscountCodeInput;
}>;


export type UpdateDiscountCodeMutation = { updateDiscountCode: { id: string, code: string, name: string, percentage: number, startDate: string, endDate: string, active: boolean, createdAt: string } };

export type UpdateMealMutationVariables = Exact<{
  id: string | number;
  input: UpdateMealInput;
}>;


export type UpdateMealMutation = { updateMeal: { id: string, name: string, description: string, category: MealCategory, image: string, calories: number, protein: number, carbs: number, fat: number, allergens: Array<Allergen>, tags: Array<string>, active: boolean, translations: { ar: { name: string | null, description: string | null } | null } | null } };

export type UpdatePlanMutationVariables = Exact<{
  id: string | number;
  input: UpdatePlanInput;
}>;


export type UpdatePlanMutation = { updatePlan: { id: string, name: string, description: string, price: number, image: string, isTrial: boolean, active: boolean, sortOrder: number, caloriesPerDay: number | null, startDate: string | null, endDate: string | null, dailyPrices: { breakfast: number, lunch: number, dinner: number, snacks: number }, planMeals: Array<{ id: string, name: string, category: MealCategory }>, translations: { ar: { name: string | null, description: string | null } | null } | null } };

export type AdminLoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type AdminLoginMutation = { adminLogin: { accessToken: string, securityNotice: string | null, user: { id: string, fullName: string, email: string, phoneNo: string, image: string | null, role: Role, planStatus: PlanStatus, emailVerified: boolean } } };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { accessToken: string, user: { id: string, fullName: string, email: string, phoneNo: string, image: string | null, role: Role, planStatus: PlanStatus, emailVerified: boolean } } };

export type RequestPasswordResetMutationVariables = Exact<{
  input: RequestPasswordResetInput;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: { message: string } };

export type ResendOtpMutationVariables = Exact<{
  input: ResendOtpInput;
}>;


export type ResendOtpMutation = { resendOtp: { message: string, email: string, resendAfterSeconds: number, verificationToken: string } };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { resetPassword: { message: string } };

export type SignUpMutationVariables = Exact<{
  input: SignUpInput;
}>;


export type SignUpMutation = { signUp: { message: string, email: string, resendAfterSeconds: number, verificationToken: string } };

export type VerifyOtpMutationVariables = Exact<{
  input: VerifyOtpInput;
}>;


export type VerifyOtpMutation = { verifyOtp: { accessToken: string, user: { id: string, fullName: string, email: string, phoneNo: string, image: string | null, role: Role, planStatus: PlanStatus, emailVerified: boolean } } };

export type BlogQueryVariables = Exact<{
  idOrSlug: string;
}>;


export type BlogQuery = { blog: { body: string, updatedAt: string, id: string, slug: string, title: string, excerpt: string, coverImage: string | null, author: string, tags: Array<string>, readingMinutes: number, publishedAt: string | null, createdAt: string } | null };

export type BlogCardFieldsFragment = { id: string, slug: string, title: string, excerpt: string, coverImage: string | null, author: string, tags: Array<string>, readingMinutes: number, publishedAt: string | null, createdAt: string };

export type BlogsQueryVariables = Exact<{
  page?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type BlogsQuery = { blogs: { total: number, totalPages: number, data: Array<{ id: string, slug: string, title: string, excerpt: string, coverImage: string | null, author: string, tags: Array<string>, readingMinutes: number, publishedAt: string | null, createdAt: string }> } };

export type MealFieldsFragment = { id: string, name: string, description: string, category: MealCategory, image: string, calories: number, protein: number, carbs: number, fat: number, allergens: Array<Allergen>, tags: Array<string> };

export type MealsQueryVariables = Exact<{
  category?: MealCategory | null | undefined;
}>;


export type MealsQuery = { meals: Array<{ id: string, name: string, description: string, category: MealCategory, image: string, calories: number, protein: number, carbs: number, fat: number, allergens: Array<Allergen>, tags: Array<string> }> };

export type PlansQueryVariables = Exact<{ [key: string]: never; }>;


export type PlansQuery = { plans: Array<{ id: string, name: string, description: string, price: number, priceInclVat: number, image: string, isTrial: boolean, caloriesPerDay: number | null, dailyPrices: { breakfast: number, lunch: number, dinner: number, snacks: number }, dailyPricesInclVat: { breakfast: number, lunch: number, dinner: number, snacks: number }, promotion: { id: string, name: string, discountPercentage: number, discountedPrice: number, discountedPriceInclVat: number, endDate: string } | null, planMeals: Array<{ id: string, name: string, category: MealCategory }> }> };

export type SavedAllergensQueryVariables = Exact<{ [key: string]: never; }>;


export type SavedAllergensQuery = { myNutritionProfile: { allergens: Array<Allergen>, dislikes: Array<string> } | null };

export type ApplyAmbassadorMutationVariables = Exact<{
  input: ApplyAmbassadorInput;
}>;


export type ApplyAmbassadorMutation = { applyAmbassador: { message: string } };

export type LegalDocumentQueryVariables = Exact<{
  kind: LegalKind;
  version?: number | null | undefined;
}>;


export type LegalDocumentQuery = { legalDocument: { id: string, kind: LegalKind, version: number, title: string, body: string, summary: string, publishedAt: string, current: boolean }, legalVersions: Array<{ version: number, publishedAt: string, summary: string }> };

export type SubmitContactMutationVariables = Exact<{
  input: ContactInput;
}>;


export type SubmitContactMutation = { submitContact: { message: string } };

export type SubmitCorporateEnquiryMutationVariables = Exact<{
  input: CorporateEnquiryInput;
}>;


export type SubmitCorporateEnquiryMutation = { submitCorporateEnquiry: { message: string } };

export type AddAddressMutationVariables = Exact<{
  input: AddressBookInput;
}>;


export type AddAddressMutation = { addAddress: Array<{ id: string, label: string, isDefault: boolean, area: string, building: string, apartment: string | null, city: string, instructions: string | null, formatted: string }> };

export type CalculateNutritionQueryVariables = Exact<{
  input: NutritionInput;
}>;


export type CalculateNutritionQuery = { calculateNutrition: { bmr: number, maintenanceCalories: number, calories: number, calorieFloorApplied: boolean, protein: number, carbs: number, fat: number, weightKg: number, weightLb: number, heightCm: number, heightFt: number, recommendedPlans: Array<{ id: string, name: string, caloriesPerDay: number | null, image: string, isTrial: boolean }> } };

export type ChooseDeliverySlotMutationVariables = Exact<{
  input: ChooseDeliverySlotInput;
}>;


export type ChooseDeliverySlotMutation = { chooseDeliverySlot: { defaultSlot: { id: string, label: string, labelAr: string | null, startTime: string, endTime: string } | null, days: Array<{ date: string, changeable: boolean, slot: { id: string, label: string, labelAr: string | null, startTime: string, endTime: string } | null }> } };

export type CloseMyAccountMutationVariables = Exact<{
  password: string;
}>;


export type CloseMyAccountMutation = { closeMyAccount: { closedAt: string, cancelledPlans: number, refunded: number } };

export type CreateSetupIntentMutationVariables = Exact<{ [key: string]: never; }>;


export type CreateSetupIntentMutation = { createSetupIntent: { clientSecret: string, setupIntentId: string } };

export type DayMenuMealFieldsFragment = { id: string, name: string, description: string, image: string, category: MealCategory, calories: number, protein: number, carbs: number, fat: number, allergens: Array<Allergen>, tags: Array<string> };

export type DayMenuFieldsFragment = { subscriptionId: string, date: string, editable: boolean, changesCloseAt: string, paused: boolean, entries: Array<{ id: string, category: MealCategory, index: number, deliveryStatus: DeliveryStatus, containsMyAllergens: boolean, myAllergens: Array<Allergen>, meal: { id: string, name: string, description: string, image: string, category: MealCategory, calories: number, protein: number, carbs: number, fat: number, allergens: Array<Allergen>, tags: Array<string> } | null }>, alternatives: Array<{ category: MealCategory, meals: Array<{ containsMyAllergens: boolean, myAllergens: Array<Allergen>, meal: { id: string, name: string, description: string, image: string, category: MealCategory, calories: number, protein: number, carbs: number, fat: number, allergens: Array<Allergen>, tags: Array<string> } }> }>, totals: { calories: number, protein: number, carbs: number, fat: number }, target: { calories: number, protein: number, carbs: number, fat: number } | null };

export type DeleteAddressMutationVariables = Exact<{
  id: string | number;
  moveDaysTo?: string | number | null | undefined;
}>;


export type DeleteAddressMutation = { deleteAddress: Array<{ id: string, label: string, isDefault: boolean, area: string, building: string, apartment: string | null, city: string, instructions: string | null, formatted: string }> };

export type GetAutoRenewalQueryVariables = Exact<{ [key: string]: never; }>;


export type GetAutoRenewalQuery = { myPaymentMethod: { brand: string, last4: string, expMonth: number, expYear: number, savedAt: string } | null, mySubscription: { id: string, nextRenewal: { subscriptionId: string, autoRenew: boolean, state: RenewalState, chargeDate: string, amount: number | null } | null } | null };

export type GetDayMenuQueryVariables = Exact<{
  subscriptionId: string | number;
  date: string;
}>;


export type GetDayMenuQuery = { dayMenu: { subscriptionId: string, date: string, editable: boolean, changesCloseAt: string, paused: boolean, entries: Array<{ id: string, category: MealCategory, index: number, deliveryStatus: DeliveryStatus, containsMyAllergens: boolean, myAllergens: Array<Allergen>, meal: { id: string, name: string, description: string, image: string, category: MealCategory, calories: number, protein: number, carbs: number, fat: number, allergens: Array<Allergen>, tags: Array<string> } | null }>, alternatives: Array<{ category: MealCategory, meals: Array<{ containsMyAllergens: boolean, myAllergens: Array<Allergen>, meal: { id: string, name: string, description: string, image: string, category: MealCategory, calories: number, protein: number, carbs: number, fat: number, allergens: Array<Allergen>, tags: Array<string> } }> }>, totals: { calories: number, protein: number, carbs: number, fat: number }, target: { calories: number, protein: number, carbs: number, fat: number } | null } };

export type GetMyNutritionProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type GetMyNutritionProfileQuery = { myNutritionProfile: { activity: ActivityLevel, age: number, allergens: Array<Allergen>, bmr: number, calorieFloorApplied: boolean, calories: number, carbs: number, dislikes: Array<string>, fat: number, goal: Goal, heightCm: number, maintenanceCalories: number, protein: number, sex: Sex, updatedAt: string, weightKg: number } | null };

export type GetProfileDetailsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetProfileDetailsQuery = { me: { createdAt: string, id: string, fullName: string, email: string, phoneNo: string, image: string | null, role: Role, planStatus: PlanStatus, emailVerified: boolean } };

export type GetSubscriptionOverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type GetSubscriptionOverviewQuery = { mySubscription: { id: string, orderId: string, planId: string, planName: string, startDate: string, endDate: string, status: SubscriptionStatus, daysLeft: number, mealsPerDay: number, deliveryDaysPerWeek: number, daysOff: Array<Weekday>, pausedDays: number, pauseDaysLeft: number, earliestPauseDay: string, earliestMenuChangeDay: string, pauses: Array<{ from: string, to: string, days: number }>, planMeals: Array<{ id: string, scheduledDate: string, deliveryStatus: DeliveryStatus }> } | null };

export type LogoutEverywhereMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutEverywhereMutation = { logoutEverywhere: boolean };

export type MoveDayAddressMutationVariables = Exact<{
  input: DayAddressInput;
}>;


export type MoveDayAddressMutation = { moveDayAddress: { days: Array<{ date: string }> } };

export type MyAddressesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyAddressesQuery = { myAddresses: Array<{ id: string, label: string, isDefault: boolean, area: string, building: string, apartment: string | null, city: string, instructions: string | null, formatted: string }> };

export type MyDayAddressesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyDayAddressesQuery = { myAddresses: Array<{ id: string, label: string, isDefault: boolean, area: string, building: string, apartment: string | null, city: string, instructions: string | null, formatted: string }>, myDayAddresses: { weekdayRules: Array<{ weekday: number, address: { id: string } }>, days: Array<{ date: string, source: DayAddressSource, changeable: boolean, address: { id: string, label: string } | null }> } };

export type MyDeliverySlotsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyDeliverySlotsQuery = { deliverySlots: Array<{ id: string, label: string, labelAr: string | null, startTime: string, endTime: string }>, myDeliverySlots: { defaultSlot: { id: string, label: string, labelAr: string | null, startTime: string, endTime: string } | null, days: Array<{ date: string, changeable: boolean, slot: { id: string, label: string, labelAr: string | null, startTime: string, endTime: string } | null }> } };

export type MyDeliverySlotsFieldsFragment = { defaultSlot: { id: string, label: string, labelAr: string | null, startTime: string, endTime: string } | null, days: Array<{ date: string, changeable: boolean, slot: { id: string, label: string, labelAr: string | null, startTime: string, endTime: string } | null }> };

export type MyEmailPreferencesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyEmailPreferencesQuery = { myEmailPreferences: Array<{ kind: EmailKind, enabled: boolean, required: boolean }> };

export type MyOrdersQueryVariables = Exact<{ [key: string]: never; }>;


export type MyOrdersQuery = { myOrders: Array<{ id: string, orderNumber: string, createdAt: string, status: OrderStatus, total: number, refundedAmount: number, invoiceNumber: string | null, packageInfo: { package: string, packageAr: string | null, days: string, startDate: string, endDate: string }, refunds: Array<{ id: string, amount: number, reason: string, reasonCode: RefundReasonCode | null, status: RefundStatus, creditNoteNumber: string | null, createdAt: string }> }> };

export type NutritionProfileFieldsFragment = { activity: ActivityLevel, age: number, allergens: Array<Allergen>, bmr: number, calorieFloorApplied: boolean, calories: number, carbs: number, dislikes: Array<string>, fat: number, goal: Goal, heightCm: number, maintenanceCalories: number, protein: number, sex: Sex, updatedAt: string, weightKg: number };

export type PauseSubscriptionMutationVariables = Exact<{
  subscriptionId: string | number;
  from: string;
  to: string;
}>;


export type PauseSubscriptionMutation = { pauseSubscription: { id: string, orderId: string, planId: string, planName: string, startDate: string, endDate: string, status: SubscriptionStatus, daysLeft: number, mealsPerDay: number, deliveryDaysPerWeek: number, daysOff: Array<Weekday>, pausedDays: number, pauseDaysLeft: number, earliestPauseDay: string, earliestMenuChangeDay: string, pauses: Array<{ from: string, to: string, days: number }>, planMeals: Array<{ id: string, scheduledDate: string, deliveryStatus: DeliveryStatus }> } };

export type PreviewPauseQueryVariables = Exact<{
  subscriptionId: string | number;
  from: string;
  to: string;
}>;


export type PreviewPauseQuery = { previewPause: { from: string, to: string, newEndDate: string, pausedDays: number, totalPausedDays: number, pauseDaysLeft: number } };

export type RemovePaymentMethodMutationVariables = Exact<{ [key: string]: never; }>;


export type RemovePaymentMethodMutation = { removePaymentMethod: boolean };

export type ResumeSubscriptionMutationVariables = Exact<{
  subscriptionId: string | number;
}>;


export type ResumeSubscriptionMutation = { resumeSubscription: { id: string, orderId: string, planId: string, planName: string, startDate: string, endDate: string, status: SubscriptionStatus, daysLeft: number, mealsPerDay: number, deliveryDaysPerWeek: number, daysOff: Array<Weekday>, pausedDays: number, pauseDaysLeft: number, earliestPauseDay: string, earliestMenuChangeDay: string, pauses: Array<{ from: string, to: string, days: number }>, planMeals: Array<{ id: string, scheduledDate: string, deliveryStatus: DeliveryStatus }> } };

export type SaveNutritionProfileMutationVariables = Exact<{
  input: SaveNutritionProfileInput;
}>;


export type SaveNutritionProfileMutation = { saveNutritionProfile: { activity: ActivityLevel, age: number, allergens: Array<Allergen>, bmr: number, calorieFloorApplied: boolean, calories: number, carbs: number, dislikes: Array<string>, fat: number, goal: Goal, heightCm: number, maintenanceCalories: number, protein: number, sex: Sex, updatedAt: string, weightKg: number } };

export type SetAutoRenewMutationVariables = Exact<{
  subscriptionId: string | number;
  on: boolean;
}>;


export type SetAutoRenewMutation = { setAutoRenew: { subscriptionId: string, autoRenew: boolean, state: RenewalState, chargeDate: string, amount: number | null } };

export type SetDefaultAddressMutationVariables = Exact<{
  id: string | number;
}>;


export type SetDefaultAddressMutation = { setDefaultAddress: Array<{ id: string, label: string, isDefault: boolean, area: string, building: string, apartment: string | null, city: string, instructions: string | null, formatted: string }> };

export type SetEmailPreferenceMutationVariables = Exact<{
  input: SetEmailPreferenceInput;
}>;


export type SetEmailPreferenceMutation = { setEmailPreference: Array<{ kind: EmailKind, enabled: boolean, required: boolean }> };

export type SetUsualDeliverySlotMutationVariables = Exact<{
  slotId: string | number;
}>;


export type SetUsualDeliverySlotMutation = { setDefaultDeliverySlot: { defaultSlot: { id: string, label: string, labelAr: string | null, startTime: string, endTime: string } | null, days: Array<{ date: string, changeable: boolean, slot: { id: string, label: string, labelAr: string | null, startTime: string, endTime: string } | null }> } };

export type SetWeekdayAddressMutationVariables = Exact<{
  input: WeekdayAddressInput;
}>;


export type SetWeekdayAddressMutation = { setWeekdayAddress: { weekdayRules: Array<{ weekday: number }> } };

export type SubscriptionOverviewFieldsFragment = { id: string, orderId: string, planId: string, planName: string, startDate: string, endDate: string, status: SubscriptionStatus, daysLeft: number, mealsPerDay: number, deliveryDaysPerWeek: number, daysOff: Array<Weekday>, pausedDays: number, pauseDaysLeft: number, earliestPauseDay: string, earliestMenuChangeDay: string, pauses: Array<{ from: string, to: string, days: number }>, planMeals: Array<{ id: string, scheduledDate: string, deliveryStatus: DeliveryStatus }> };

export type SwapMealMutationVariables = Exact<{
  input: SwapMealInput;
}>;


export type SwapMealMutation = { swapMeal: { subscriptionId: string, date: string, editable: boolean, changesCloseAt: string, paused: boolean, entries: Array<{ id: string, category: MealCategory, index: number, deliveryStatus: DeliveryStatus, containsMyAllergens: boolean, myAllergens: Array<Allergen>, meal: { id: string, name: string, description: string, image: string, category: MealCategory, calories: number, protein: number, carbs: number, fat: number, allergens: Array<Allergen>, tags: Array<string> } | null }>, alternatives: Array<{ category: MealCategory, meals: Array<{ containsMyAllergens: boolean, myAllergens: Array<Allergen>, meal: { id: string, name: string, description: string, image: string, category: MealCategory, calories: number, protein: number, carbs: number, fat: number, allergens: Array<Allergen>, tags: Array<string> } }> }>, totals: { calories: number, protein: number, carbs: number, fat: number }, target: { calories: number, protein: number, carbs: number, fat: number } | null } };

export type UpdateAddressMutationVariables = Exact<{
  id: string | number;
  input: AddressBookInput;
}>;


export type UpdateAddressMutation = { updateAddress: Array<{ id: string, label: string, isDefault: boolean, area: string, building: string, apartment: string | null, city: string, instructions: string | null, formatted: string }> };

export type HeroImagesQueryVariables = Exact<{ [key: string]: never; }>;


export type HeroImagesQuery = { heroImages: { btnRightImage: string, heroLeftSideImageOfLine: string, clockImage: string, fastFoodSvgOne: string, karahiSvgTwo: string, saladSvgThree: string, heroRightFirstImagePNG: string, heroRightSecondImagePNG: string, svgUpperSvgLine: string, svgLocation: string, lineRightMostSvg: string } };

export type LandingMealsQueryVariables = Exact<{ [key: string]: never; }>;


export type LandingMealsQuery = { meals: Array<{ id: string, name: string, description: string, image: string, calories: number, category: MealCategory }>, activePromotions: Array<{ id: string, discountPercentage: number, discountedPrice: number, planId: string }> };

export type LandingPlansQueryVariables = Exact<{ [key: string]: never; }>;


export type LandingPlansQuery = { plans: Array<{ id: string, name: string, description: string, price: number, priceInclVat: number, image: string, isTrial: boolean, caloriesPerDay: number | null, promotion: { id: string, discountPercentage: number, discountedPrice: number, discountedPriceInclVat: number } | null }> };

export type SubscribeNewsletterMutationVariables = Exact<{
  email: string;
}>;


export type SubscribeNewsletterMutation = { subscribeNewsletter: { message: string, alreadySubscribed: boolean } };

export type CancelMySubscriptionMutationVariables = Exact<{
  subscriptionId: string | number;
}>;


export type CancelMySubscriptionMutation = { cancelMySubscription: { subscriptionId: string, cancelledDays: Array<string>, cancelledMeals: number, keptMeals: number, lastDelivery: string | null, refund: number, policy: string, nextPlan: { orderId: string, orderNumber: string, paidOn: string, startDate: string, cancelledMeals: number, keptMeals: number, refund: number } | null } };

export type CancellationPreviewQueryVariables = Exact<{
  subscriptionId: string | number;
}>;


export type CancellationPreviewQuery = { cancellationPreview: { subscriptionId: string, cancelledDays: Array<string>, cancelledMeals: number, keptMeals: number, lastDelivery: string | null, refund: number, policy: string, nextPlan: { orderId: string, orderNumber: string, paidOn: string, startDate: string, cancelledMeals: number, keptMeals: number, refund: number } | null } };

export type CancellationQuoteFieldsFragment = { subscriptionId: string, cancelledDays: Array<string>, cancelledMeals: number, keptMeals: number, lastDelivery: string | null, refund: number, policy: string, nextPlan: { orderId: string, orderNumber: string, paidOn: string, startDate: string, cancelledMeals: number, keptMeals: number, refund: number } | null };

export type CheckoutAddressesQueryVariables = Exact<{ [key: string]: never; }>;


export type CheckoutAddressesQuery = { myAddresses: Array<{ id: string, label: string, isDefault: boolean }> };

export type CheckoutDeliverySlotsQueryVariables = Exact<{
  from: string;
  days?: number | null | undefined;
}>;


export type CheckoutDeliverySlotsQuery = { deliverySlots: Array<{ id: string, label: string, labelAr: string | null, startTime: string, endTime: string }>, deliverySlotAvailability: Array<{ date: string, slotId: string, remaining: number }>, myDeliverySlots: { defaultSlot: { id: string } | null } };

export type ChooseCheckoutAddressMutationVariables = Exact<{
  id: string | number;
}>;


export type ChooseCheckoutAddressMutation = { setDefaultAddress: Array<{ id: string, label: string, isDefault: boolean }> };

export type CreateOrderMutationVariables = Exact<{
  input: CreateOrderInput;
}>;


export type CreateOrderMutation = { createOrder: { id: string, orderNumber: string, userId: string, planId: string, status: OrderStatus, orderType: OrderType, paymentMode: string, paymentIntentId: string, createdAt: string, subtotal: number, vat: number, deliveryFee: number, discount: number, total: number, discountCode: { code: string, name: string, percentage: number } | null, promotion: { name: string, nameAr: string | null, discountPercentage: number } | null, packageInfo: { package: string, packageAr: string | null, days: string, meals: Array<string>, mealsCount: number, startDate: string, endDate: string, isCustom: { breakfast: number, lunch: number, dinner: number, snack: number } } } };

export type CreatePaymentIntentMutationVariables = Exact<{
  checkoutId: string | number;
  expectedTotal?: number | null | undefined;
  acceptedTermsVersion?: number | null | undefined;
}>;


export type CreatePaymentIntentMutation = { createPaymentIntent: { clientSecret: string, paymentIntentId: string, amount: number } };

export type DiscountCodeQueryVariables = Exact<{
  input: DiscountCodeCheckInput;
}>;


export type DiscountCodeQuery = { discountCode: { code: string, name: string, percentage: number } };

export type MySubscriptionQueryVariables = Exact<{ [key: string]: never; }>;


export type MySubscriptionQuery = { mySubscription: { id: string, orderId: string, planId: string, planName: string, startDate: string, endDate: string, status: SubscriptionStatus, renewal: { open: boolean, offeredFrom: string, startDate: string, duration: string | null, renewedFrom: string | null, meals: { breakfast: number, lunch: number, dinner: number, snack: number } }, nextRenewal: { subscriptionId: string, autoRenew: boolean, state: RenewalState, chargeDate: string, amount: number | null } | null, planMeals: Array<{ id: string, category: MealCategory, mealId: string, mealName: string, scheduledDate: string, deliveryStatus: DeliveryStatus }> } | null };

export type OrderQueryVariables = Exact<{
  id: string | number;
}>;


export type OrderQuery = { order: { id: string, orderNumber: string, userId: string, planId: string, status: OrderStatus, orderType: OrderType, paymentMode: string, paymentIntentId: string, createdAt: string, subtotal: number, vat: number, deliveryFee: number, discount: number, total: number, discountCode: { code: string, name: string, percentage: number } | null, promotion: { name: string, nameAr: string | null, discountPercentage: number } | null, packageInfo: { package: string, packageAr: string | null, days: string, meals: Array<string>, mealsCount: number, startDate: string, endDate: string, isCustom: { breakfast: number, lunch: number, dinner: number, snack: number } } } };

export type OrderFieldsFragment = { id: string, orderNumber: string, userId: string, planId: string, status: OrderStatus, orderType: OrderType, paymentMode: string, paymentIntentId: string, createdAt: string, subtotal: number, vat: number, deliveryFee: number, discount: number, total: number, discountCode: { code: string, name: string, percentage: number } | null, promotion: { name: string, nameAr: string | null, discountPercentage: number } | null, packageInfo: { package: string, packageAr: string | null, days: string, meals: Array<string>, mealsCount: number, startDate: string, endDate: string, isCustom: { breakfast: number, lunch: number, dinner: number, snack: number } } };

export type QuoteQueryVariables = Exact<{
  input: SelectionInput;
}>;


export type QuoteQuery = { quote: { planId: string, planName: string, isTrial: boolean, duration: string, days: number, deliveryDaysPerWeek: number, daysOff: Array<Weekday>, startDate: string, endDate: string, meals: Array<string>, mealsCount: number, custom: boolean, subtotal: number, taxableAmount: number, vat: number, subtotalInclVat: number, discountInclVat: number, vatPercent: number, deliveryFee: number, discount: number, total: number, currency: string, orderType: OrderType, mealCounts: { breakfast: number, lunch: number, dinner: number, snack: number }, lines: Array<{ category: MealCategory, count: number, dailyPrice: number, days: number, amount: number, dailyPriceInclVat: number, amountInclVat: number }>, discountCode: { code: string, name: string, percentage: number } | null, promotion: { name: string, discountPercentage: number } | null } };

export type QuoteFieldsFragment = { planId: string, planName: string, isTrial: boolean, duration: string, days: number, deliveryDaysPerWeek: number, daysOff: Array<Weekday>, startDate: string, endDate: string, meals: Array<string>, mealsCount: number, custom: boolean, subtotal: number, taxableAmount: number, vat: number, subtotalInclVat: number, discountInclVat: number, vatPercent: number, deliveryFee: number, discount: number, total: number, currency: string, orderType: OrderType, mealCounts: { breakfast: number, lunch: number, dinner: number, snack: number }, lines: Array<{ category: MealCategory, count: number, dailyPrice: number, days: number, amount: number, dailyPriceInclVat: number, amountInclVat: number }>, discountCode: { code: string, name: string, percentage: number } | null, promotion: { name: string, discountPercentage: number } | null };

export type RenewalAuthenticationQueryVariables = Exact<{
  subscriptionId: string | number;
}>;


export type RenewalAuthenticationQuery = { renewalAuthentication: { amount: number, clientSecret: string, paymentMethodId: string | null } };

export type SelectionPlansQueryVariables = Exact<{ [key: string]: never; }>;


export type SelectionPlansQuery = { plans: Array<{ id: string, name: string, description: string, image: string, isTrial: boolean, price: number, priceInclVat: number, deliveryWeeks: Array<{ deliveryDays: number, daysOff: Array<Weekday> }>, dailyPrices: { breakfast: number, lunch: number, dinner: number, snacks: number }, dailyPricesInclVat: { breakfast: number, lunch: number, dinner: number, snacks: number }, promotion: { id: string, name: string, discountPercentage: number } | null, planMeals: Array<{ id: string, name: string, category: MealCategory }> }> };

export type SetDefaultDeliverySlotMutationVariables = Exact<{
  slotId: string | number;
}>;


export type SetDefaultDeliverySlotMutation = { setDefaultDeliverySlot: { defaultSlot: { id: string } | null } };

export type StartCheckoutMutationVariables = Exact<{
  input: SelectionInput;
  buyerTrn?: string | null | undefined;
}>;


export type StartCheckoutMutation = { startCheckout: { id: string, status: CheckoutStatus, expiresAt: string, buyerTrn: string | null, quote: { planId: string, planName: string, isTrial: boolean, duration: string, days: number, deliveryDaysPerWeek: number, daysOff: Array<Weekday>, startDate: string, endDate: string, meals: Array<string>, mealsCount: number, custom: boolean, subtotal: number, taxableAmount: number, vat: number, subtotalInclVat: number, discountInclVat: number, vatPercent: number, deliveryFee: number, discount: number, total: number, currency: string, orderType: OrderType, mealCounts: { breakfast: number, lunch: number, dinner: number, snack: number }, lines: Array<{ category: MealCategory, count: number, dailyPrice: number, days: number, amount: number, dailyPriceInclVat: number, amountInclVat: number }>, discountCode: { code: string, name: string, percentage: number } | null, promotion: { name: string, discountPercentage: number } | null } } };

export type UpcomingKitchenHolidaysQueryVariables = Exact<{ [key: string]: never; }>;


export type UpcomingKitchenHolidaysQuery = { kitchenHolidays: Array<{ date: string, name: string }> };

export const BookAddressFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BookAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"building"}},{"kind":"Field","name":{"kind":"Name","value":"apartment"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"instructions"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}}]} as unknown as DocumentNode<BookAddressFieldsFragment, unknown>;
export const DeliveryAddressFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeliveryAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeliveryAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"building"}},{"kind":"Field","name":{"kind":"Name","value":"apartment"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"instructions"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}}]} as unknown as DocumentNode<DeliveryAddressFieldsFragment, unknown>;
export const NextRenewalFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NextRenewalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NextRenewal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"autoRenew"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"chargeDate"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]} as unknown as DocumentNode<NextRenewalFieldsFragment, unknown>;
export const UserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNo"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"planStatus"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}}]}}]} as unknown as DocumentNode<UserFieldsFragment, unknown>;
export const AdminBlogFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminBlogFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Blog"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"published"}}]}}]} as unknown as DocumentNode<AdminBlogFieldsFragment, unknown>;
export const AdminMealFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMealFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Meal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"calories"}},{"kind":"Field","name":{"kind":"Name","value":"protein"}},{"kind":"Field","name":{"kind":"Name","value":"carbs"}},{"kind":"Field","name":{"kind":"Name","value":"fat"}},{"kind":"Field","name":{"kind":"Name","value":"allergens"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"translations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ar"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}}]} as unknown as DocumentNode<AdminMealFieldsFragment, unknown>;
export const AdminRenewalFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRenewalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NextRenewal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"autoRenew"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"chargeDate"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"renewalOrderId"}}]}}]} as unknown as DocumentNode<AdminRenewalFieldsFragment, unknown>;
export const AdminOrderDetailFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminOrderDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminOrderDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"orderType"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"vat"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryFee"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"refundable"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"paymentIntentId"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMode"}},{"kind":"Field","name":{"kind":"Name","value":"discountCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"promotion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}}]}},{"kind":"Field","name":{"kind":"Name","value":"packageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"packageAr"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"meals"}},{"kind":"Field","name":{"kind":"Name","value":"mealsCount"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"reasonCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"creditNoteNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"settledAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNo"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionAr"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deliveries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"outForDelivery"}},{"kind":"Field","name":{"kind":"Name","value":"delivered"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"refundId"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"creditNoteNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renewal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRenewalFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"consents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRenewalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NextRenewal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"autoRenew"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"chargeDate"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"renewalOrderId"}}]}}]} as unknown as DocumentNode<AdminOrderDetailFieldsFragment, unknown>;
export const AdminPlanFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"isTrial"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"caloriesPerDay"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"dailyPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"breakfast"}},{"kind":"Field","name":{"kind":"Name","value":"lunch"}},{"kind":"Field","name":{"kind":"Name","value":"dinner"}},{"kind":"Field","name":{"kind":"Name","value":"snacks"}}]}},{"kind":"Field","name":{"kind":"Name","value":"planMeals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}},{"kind":"Field","name":{"kind":"Name","value":"translations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ar"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}}]} as unknown as DocumentNode<AdminPlanFieldsFragment, unknown>;
export const CustomerRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Customer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNo"}},{"kind":"Field","name":{"kind":"Name","value":"planStatus"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode<CustomerRowFieldsFragment, unknown>;
export const DiscountCodeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DiscountCodeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DiscountCode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<DiscountCodeFieldsFragment, unknown>;
export const BlogCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BlogCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Blog"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"readingMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<BlogCardFieldsFragment, unknown>;
export const MealFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MealFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Meal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"calories"}},{"kind":"Field","name":{"kind":"Name","value":"protein"}},{"kind":"Field","name":{"kind":"Name","value":"carbs"}},{"kind":"Field","name":{"kind":"Name","value":"fat"}},{"kind":"Field","name":{"kind":"Name","value":"allergens"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}}]}}]} as unknown as DocumentNode<MealFieldsFragment, unknown>;
export const DayMenuMealFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DayMenuMealFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Meal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"calories"}},{"kind":"Field","name":{"kind":"Name","value":"protein"}},{"kind":"Field","name":{"kind":"Name","value":"carbs"}},{"kind":"Field","name":{"kind":"Name","value":"fat"}},{"kind":"Field","name":{"kind":"Name","value":"allergens"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}}]}}]} as unknown as DocumentNode<DayMenuMealFieldsFragment, unknown>;
export const DayMenuFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DayMenuFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DayMenu"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"changesCloseAt"}},{"kind":"Field","name":{"kind":"Name","value":"paused"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryStatus"}},{"kind":"Field","name":{"kind":"Name","value":"containsMyAllergens"}},{"kind":"Field","name":{"kind":"Name","value":"myAllergens"}},{"kind":"Field","name":{"kind":"Name","value":"meal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DayMenuMealFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"alternatives"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"meals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"containsMyAllergens"}},{"kind":"Field","name":{"kind":"Name","value":"myAllergens"}},{"kind":"Field","name":{"kind":"Name","value":"meal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DayMenuMealFields"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calories"}},{"kind":"Field","name":{"kind":"Name","value":"protein"}},{"kind":"Field","name":{"kind":"Name","value":"carbs"}},{"kind":"Field","name":{"kind":"Name","value":"fat"}}]}},{"kind":"Field","name":{"kind":"Name","value":"target"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calories"}},{"kind":"Field","name":{"kind":"Name","value":"protein"}},{"kind":"Field","name":{"kind":"Name","value":"carbs"}},{"kind":"Field","name":{"kind":"Name","value":"fat"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DayMenuMealFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Meal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"calories"}},{"kind":"Field","name":{"kind":"Name","value":"protein"}},{"kind":"Field","name":{"kind":"Name","value":"carbs"}},{"kind":"Field","name":{"kind":"Name","value":"fat"}},{"kind":"Field","name":{"kind":"Name","value":"allergens"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}}]}}]} as unknown as DocumentNode<DayMenuFieldsFragment, unknown>;
export const MyDeliverySlotsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyDeliverySlotsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MyDeliverySlotsObject"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"defaultSlot"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelAr"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"changeable"}},{"kind":"Field","name":{"kind":"Name","value":"slot"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelAr"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}}]}}]}}]} as unknown as DocumentNode<MyDeliverySlotsFieldsFragment, unknown>;
export const NutritionProfileFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NutritionProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NutritionProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activity"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"allergens"}},{"kind":"Field","name":{"kind":"Name","value":"bmr"}},{"kind":"Field","name":{"kind":"Name","value":"calorieFloorApplied"}},{"kind":"Field","name":{"kind":"Name","value":"calories"}},{"kind":"Field","name":{"kind":"Name","value":"carbs"}},{"kind":"Field","name":{"kind":"Name","value":"dislikes"}},{"kind":"Field","name":{"kind":"Name","value":"fat"}},{"kind":"Field","name":{"kind":"Name","value":"goal"}},{"kind":"Field","name":{"kind":"Name","value":"heightCm"}},{"kind":"Field","name":{"kind":"Name","value":"maintenanceCalories"}},{"kind":"Field","name":{"kind":"Name","value":"protein"}},{"kind":"Field","name":{"kind":"Name","value":"sex"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"weightKg"}}]}}]} as unknown as DocumentNode<NutritionProfileFieldsFragment, unknown>;
export const SubscriptionOverviewFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriptionOverviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserSubscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"planName"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"daysLeft"}},{"kind":"Field","name":{"kind":"Name","value":"mealsPerDay"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryDaysPerWeek"}},{"kind":"Field","name":{"kind":"Name","value":"daysOff"}},{"kind":"Field","name":{"kind":"Name","value":"pausedDays"}},{"kind":"Field","name":{"kind":"Name","value":"pauseDaysLeft"}},{"kind":"Field","name":{"kind":"Name","value":"earliestPauseDay"}},{"kind":"Field","name":{"kind":"Name","value":"earliestMenuChangeDay"}},{"kind":"Field","name":{"kind":"Name","value":"pauses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"days"}}]}},{"kind":"Field","name":{"kind":"Name","value":"planMeals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledDate"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryStatus"}}]}}]}}]} as unknown as DocumentNode<SubscriptionOverviewFieldsFragment, unknown>;
export const CancellationQuoteFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CancellationQuoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CancellationQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledDays"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledMeals"}},{"kind":"Field","name":{"kind":"Name","value":"keptMeals"}},{"kind":"Field","name":{"kind":"Name","value":"lastDelivery"}},{"kind":"Field","name":{"kind":"Name","value":"refund"}},{"kind":"Field","name":{"kind":"Name","value":"policy"}},{"kind":"Field","name":{"kind":"Name","value":"nextPlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"paidOn"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledMeals"}},{"kind":"Field","name":{"kind":"Name","value":"keptMeals"}},{"kind":"Field","name":{"kind":"Name","value":"refund"}}]}}]}}]} as unknown as DocumentNode<CancellationQuoteFieldsFragment, unknown>;
export const OrderFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"orderType"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMode"}},{"kind":"Field","name":{"kind":"Name","value":"paymentIntentId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"vat"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryFee"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"discountCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"promotion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercentage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"packageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"packageAr"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"meals"}},{"kind":"Field","name":{"kind":"Name","value":"mealsCount"}},{"kind":"Field","name":{"kind":"Name","value":"isCustom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"breakfast"}},{"kind":"Field","name":{"kind":"Name","value":"lunch"}},{"kind":"Field","name":{"kind":"Name","value":"dinner"}},{"kind":"Field","name":{"kind":"Name","value":"snack"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}}]}}]}}]} as unknown as DocumentNode<OrderFieldsFragment, unknown>;
export const QuoteFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"planName"}},{"kind":"Field","name":{"kind":"Name","value":"isTrial"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryDaysPerWeek"}},{"kind":"Field","name":{"kind":"Name","value":"daysOff"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"meals"}},{"kind":"Field","name":{"kind":"Name","value":"mealsCount"}},{"kind":"Field","name":{"kind":"Name","value":"custom"}},{"kind":"Field","name":{"kind":"Name","value":"mealCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"breakfast"}},{"kind":"Field","name":{"kind":"Name","value":"lunch"}},{"kind":"Field","name":{"kind":"Name","value":"dinner"}},{"kind":"Field","name":{"kind":"Name","value":"snack"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"dailyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"dailyPriceInclVat"}},{"kind":"Field","name":{"kind":"Name","value":"amountInclVat"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"taxableAmount"}},{"kind":"Field","name":{"kind":"Name","value":"vat"}},{"kind":"Field","name":{"kind":"Name","value":"subtotalInclVat"}},{"kind":"Field","name":{"kind":"Name","value":"discountInclVat"}},{"kind":"Field","name":{"kind":"Name","value":"vatPercent"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryFee"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"orderType"}},{"kind":"Field","name":{"kind":"Name","value":"discountCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"promotion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercentage"}}]}}]}}]} as unknown as DocumentNode<QuoteFieldsFragment, unknown>;
export { ActivePromotionsDocument } from './documents/ActivePromotionsDocument';
export { CurrentLegalVersionsDocument } from './documents/CurrentLegalVersionsDocument';
export { LogoutDocument } from './documents/LogoutDocument';
export { MarkAllNotificationsReadDocument } from './documents/MarkAllNotificationsReadDocument';
export { MarkNotificationReadDocument } from './documents/MarkNotificationReadDocument';
export { MeDocument } from './documents/MeDocument';
export { MyDeliveryAddressDocument } from './documents/MyDeliveryAddressDocument';
export { MyNotificationsDocument } from './documents/MyNotificationsDocument';
export { MyTermsStatusDocument } from './documents/MyTermsStatusDocument';
export { PaymentConfigDocument } from './documents/PaymentConfigDocument';
export { SetMyLanguageDocument } from './documents/SetMyLanguageDocument';
export { SiteSettingsDocument } from './documents/SiteSettingsDocument';
export { UpdateDeliveryAddressDocument } from './documents/UpdateDeliveryAddressDocument';
export { AddKitchenHolidayDocument } from './documents/AddKitchenHolidayDocument';
export { AdminAnalyticsDocument } from './documents/AdminAnalyticsDocument';
export { AdminBlogDocument } from './documents/AdminBlogDocument';
export { AdminBlogsDocument } from './documents/AdminBlogsDocument';
export { AdminCustomerDocument } from './documents/AdminCustomerDocument';
export { AdminDeliverySlotsDocument } from './documents/AdminDeliverySlotsDocument';
export { AdminMealDocument } from './documents/AdminMealDocument';
export { AdminMealsDocument } from './documents/AdminMealsDocument';
export { AdminOrderDocument } from './documents/AdminOrderDocument';
export { AdminOrdersDocument } from './documents/AdminOrdersDocument';
export { AdminPlanDocument } from './documents/AdminPlanDocument';
export { AdminPlansDocument } from './documents/AdminPlansDocument';
export { AdminSlotBookingsDocument } from './documents/AdminSlotBookingsDocument';
export { AdminsDocument } from './documents/AdminsDocument';
export { AmbassadorApplicationsDocument } from './documents/AmbassadorApplicationsDocument';
export { AuditLogDocument } from './documents/AuditLogDocument';
export { CloseCustomerAccountDocument } from './documents/CloseCustomerAccountDocument';
export { ContactRequestsDocument } from './documents/ContactRequestsDocument';
export { CreateAdminDocument } from './documents/CreateAdminDocument';
export { CreateBlogDocument } from './documents/CreateBlogDocument';
export { CreateDeliverySlotDocument } from './documents/CreateDeliverySlotDocument';
export { CreateDiscountCodeDocument } from './documents/CreateDiscountCodeDocument';
export { CreateMealDocument } from './documents/CreateMealDocument';
export { CreatePlanDocument } from './documents/CreatePlanDocument';
export { CreatePlanPromotionDocument } from './documents/CreatePlanPromotionDocument';
export { CustomerAddressBookDocument } from './documents/CustomerAddressBookDocument';
export { CustomerConsentsDocument } from './documents/CustomerConsentsDocument';
export { CustomerDeliveriesDocument } from './documents/CustomerDeliveriesDocument';
export { CustomerOptionsDocument } from './documents/CustomerOptionsDocument';
export { CustomersDocument } from './documents/CustomersDocument';
export { DeletePlanPromotionDocument } from './documents/DeletePlanPromotionDocument';
export { DiscountCodesDocument } from './documents/DiscountCodesDocument';
export { DurationsDocument } from './documents/DurationsDocument';
export { KitchenHolidaysDocument } from './documents/KitchenHolidaysDocument';
export { KitchenManifestDocument } from './documents/KitchenManifestDocument';
export { KitchenProductionDocument } from './documents/KitchenProductionDocument';
export { LegalDocumentSourceDocument } from './documents/LegalDocumentSourceDocument';
export { MealOptionsDocument } from './documents/MealOptionsDocument';
export { NewsletterSubscribersDocument } from './documents/NewsletterSubscribersDocument';
export { PlanOptionsDocument } from './documents/PlanOptionsDocument';
export { PlanPromotionsDocument } from './documents/PlanPromotionsDocument';
export { PublishLegalDocumentDocument } from './documents/PublishLegalDocumentDocument';
export { RefundOrderDocument } from './documents/RefundOrderDocument';
export { RemoveKitchenHolidayDocument } from './documents/RemoveKitchenHolidayDocument';
export { RetryRenewalDocument } from './documents/RetryRenewalDocument';
export { SendNotificationDocument } from './documents/SendNotificationDocument';
export { SentNotificationsDocument } from './documents/SentNotificationsDocument';
export { SetAdminActiveDocument } from './documents/SetAdminActiveDocument';
export { SetAmbassadorStatusDocument } from './documents/SetAmbassadorStatusDocument';
export { SetBlogPublishedDocument } from './documents/SetBlogPublishedDocument';
export { SetContactHandledDocument } from './documents/SetContactHandledDocument';
export { SetDiscountCodeActiveDocument } from './documents/SetDiscountCodeActiveDocument';
export { SetMealActiveDocument } from './documents/SetMealActiveDocument';
export { SetPlanActiveDocument } from './documents/SetPlanActiveDocument';
export { SetPlanMealsDocument } from './documents/SetPlanMealsDocument';
export { TurnOffRenewalDocument } from './documents/TurnOffRenewalDocument';
export { UpdateBlogDocument } from './documents/UpdateBlogDocument';
export { UpdateDayDeliveryStatusDocument } from './documents/UpdateDayDeliveryStatusDocument';
export { UpdateDeliverySlotDocument } from './documents/UpdateDeliverySlotDocument';
export { UpdateDeliveryStatusDocument } from './documents/UpdateDeliveryStatusDocument';
export { UpdateDiscountCodeDocument } from './documents/UpdateDiscountCodeDocument';
export { UpdateMealDocument } from './documents/UpdateMealDocument';
export { UpdatePlanDocument } from './documents/UpdatePlanDocument';
export { AdminLoginDocument } from './documents/AdminLoginDocument';
export { LoginDocument } from './documents/LoginDocument';
export { RequestPasswordResetDocument } from './documents/RequestPasswordResetDocument';
export { ResendOtpDocument } from './documents/ResendOtpDocument';
export { ResetPasswordDocument } from './documents/ResetPasswordDocument';
export { SignUpDocument } from './documents/SignUpDocument';
export { VerifyOtpDocument } from './documents/VerifyOtpDocument';
export { BlogDocument } from './documents/BlogDocument';
export { BlogsDocument } from './documents/BlogsDocument';
export { MealsDocument } from './documents/MealsDocument';
export { PlansDocument } from './documents/PlansDocument';
export { SavedAllergensDocument } from './documents/SavedAllergensDocument';
export { ApplyAmbassadorDocument } from './documents/ApplyAmbassadorDocument';
export { LegalDocumentDocument } from './documents/LegalDocumentDocument';
export { SubmitContactDocument } from './documents/SubmitContactDocument';
export { SubmitCorporateEnquiryDocument } from './documents/SubmitCorporateEnquiryDocument';
export { AddAddressDocument } from './documents/AddAddressDocument';
export { CalculateNutritionDocument } from './documents/CalculateNutritionDocument';
export { ChooseDeliverySlotDocument } from './documents/ChooseDeliverySlotDocument';
export { CloseMyAccountDocument } from './documents/CloseMyAccountDocument';
export { CreateSetupIntentDocument } from './documents/CreateSetupIntentDocument';
export { DeleteAddressDocument } from './documents/DeleteAddressDocument';
export { GetAutoRenewalDocument } from './documents/GetAutoRenewalDocument';
export { GetDayMenuDocument } from './documents/GetDayMenuDocument';
export { GetMyNutritionProfileDocument } from './documents/GetMyNutritionProfileDocument';
export { GetProfileDetailsDocument } from './documents/GetProfileDetailsDocument';
export { GetSubscriptionOverviewDocument } from './documents/GetSubscriptionOverviewDocument';
export { LogoutEverywhereDocument } from './documents/LogoutEverywhereDocument';
export { MoveDayAddressDocument } from './documents/MoveDayAddressDocument';
export { MyAddressesDocument } from './documents/MyAddressesDocument';
export { MyDayAddressesDocument } from './documents/MyDayAddressesDocument';
export { MyDeliverySlotsDocument } from './documents/MyDeliverySlotsDocument';
export { MyEmailPreferencesDocument } from './documents/MyEmailPreferencesDocument';
export { MyOrdersDocument } from './documents/MyOrdersDocument';
export { PauseSubscriptionDocument } from './documents/PauseSubscriptionDocument';
export { PreviewPauseDocument } from './documents/PreviewPauseDocument';
export { RemovePaymentMethodDocument } from './documents/RemovePaymentMethodDocument';
export { ResumeSubscriptionDocument } from './documents/ResumeSubscriptionDocument';
export { SaveNutritionProfileDocument } from './documents/SaveNutritionProfileDocument';
export { SetAutoRenewDocument } from './documents/SetAutoRenewDocument';
export { SetDefaultAddressDocument } from './documents/SetDefaultAddressDocument';
export { SetEmailPreferenceDocument } from './documents/SetEmailPreferenceDocument';
export { SetUsualDeliverySlotDocument } from './documents/SetUsualDeliverySlotDocument';
export { SetWeekdayAddressDocument } from './documents/SetWeekdayAddressDocument';
export { SwapMealDocument } from './documents/SwapMealDocument';
export { UpdateAddressDocument } from './documents/UpdateAddressDocument';
export { HeroImagesDocument } from './documents/HeroImagesDocument';
export { LandingMealsDocument } from './documents/LandingMealsDocument';
export { LandingPlansDocument } from './documents/LandingPlansDocument';
export { SubscribeNewsletterDocument } from './documents/SubscribeNewsletterDocument';
export { CancelMySubscriptionDocument } from './documents/CancelMySubscriptionDocument';
export { CancellationPreviewDocument } from './documents/CancellationPreviewDocument';
export { CheckoutAddressesDocument } from './documents/CheckoutAddressesDocument';
export { CheckoutDeliverySlotsDocument } from './documents/CheckoutDeliverySlotsDocument';
export { ChooseCheckoutAddressDocument } from './documents/ChooseCheckoutAddressDocument';
export { CreateOrderDocument } from './documents/CreateOrderDocument';
export { CreatePaymentIntentDocument } from './documents/CreatePaymentIntentDocument';
export { DiscountCodeDocument } from './documents/DiscountCodeDocument';
export { MySubscriptionDocument } from './documents/MySubscriptionDocument';
export { OrderDocument } from './documents/OrderDocument';
export { QuoteDocument } from './documents/QuoteDocument';
export { RenewalAuthenticationDocument } from './documents/RenewalAuthenticationDocument';
export { SelectionPlansDocument } from './documents/SelectionPlansDocument';
export { SetDefaultDeliverySlotDocument } from './documents/SetDefaultDeliverySlotDocument';
export { StartCheckoutDocument } from './documents/StartCheckoutDocument';
export { UpcomingKitchenHolidaysDocument } from './documents/UpcomingKitchenHolidaysDocument';