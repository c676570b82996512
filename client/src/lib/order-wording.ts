import i18n from '../i18n';

/**
 * Order data that the API answers as codes and snapshots, worded in the current language (the words live under
 * `common:wording`; see docs/decisions/0056-words-on-arabic-screens-data-from-the-server.md).
 */

/** An order's package as the API gives it: the plan's English name and, when it had one, its Arabic name as ordered. */
export interface OrderedPackageName {
  package: string;
  packageAr?: string | null;
}

/** The plan name of an order in the current language: its Arabic name as ordered for Arabic readers when it had one, else the English. */
export function orderedPlanName(p: OrderedPackageName): string {
  const ar = i18n.language === 'ar' ? p.packageAr?.trim() : '';
  return ar || p.package;
}

/** The plan promotion of an order in the current language: its Arabic name as ordered for Arabic readers when it had one, else the English. */
export function orderedPromotionName(p: { name: string; nameAr?: string | null }): string {
  const ar = i18n.language === 'ar' ? p.nameAr?.trim() : '';
  return ar || p.name;
}

/** A delivery slot's label in the current language: staff's Arabic label for Arabic readers when there is one, else the English. */
export function slotLabel(s: { label: string; labelAr?: string | null }): string {
  const ar = i18n.language === 'ar' ? s.labelAr?.trim() : '';
  return ar || s.label;
}

/** A refund's reason: the app's own reasons (`reasonCode`) in the current language; a reason staff typed, as typed. */
export function refundReasonText(r: { reason: string; reasonCode?: string | null }): string {
  return r.reasonCode ? i18n.t(`common:wording.refundReasons.${r.reasonCode}`, { defaultValue: r.reason }) : r.reason;
}

/** A plan duration as the API spells it ('7 Days', '1 Month', '3 Months') in the current language; an unknown one as it is. */
export function durationText(days: string): string {
  return i18n.t(`common:wording.durations.${days}`, { defaultValue: days });
}

/** A payment method code ('card') in the current language; an unknown one as it is. */
export function paymentModeText(mode: string): string {
  return i18n.t(`common:wording.paymentModes.${mode}`, { defaultValue: mode });
}
