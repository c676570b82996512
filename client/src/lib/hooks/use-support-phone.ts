import { SiteSettingsDocument } from '../../generated/graphql';
import { useCatalogQuery } from './use-catalog-query';

/** Shown until `siteSettings` answers (and if it fails): the server's documented SUPPORT_PHONE default. */
export const FALLBACK_SUPPORT_PHONE = '+971 4 123 4567';

/** The support phone as shown, and the links made from its digits. */
export interface SupportPhone {
  /** As configured, e.g. "+971 4 123 4567". */
  display: string;
  /** "tel:+97141234567" */
  telHref: string;
  /** WhatsApp chat link, "https://wa.me/97141234567" (wa.me takes the international digits only). */
  whatsappUrl: string;
}

/** "+971 4 123 4567" -> its display text, tel: link and wa.me link (the server only accepts international numbers). */
export function supportPhoneLinks(phone: string): SupportPhone {
  const digits = phone.replace(/\D/g, '');
  return { display: phone, telHref: `tel:+${digits}`, whatsappUrl: `https://wa.me/${digits}` };
}

/**
 * The support phone of spec section 1 (footer, contact pages, support chat button) from the server's
 * configuration (`siteSettings`), fetched once per page load and shared through Apollo's cache.
 */
export function useSupportPhone(): SupportPhone {
  const { data } = useCatalogQuery(SiteSettingsDocument, { fetchPolicy: 'cache-first' });
  return supportPhoneLinks(data?.siteSettings.supportPhone ?? FALLBACK_SUPPORT_PHONE);
}
