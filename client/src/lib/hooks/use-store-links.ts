import { SiteSettingsDocument } from '../../generated/graphql';
import { useCatalogQuery } from './use-catalog-query';

/** One app store badge: its accessible name, image and the store page it opens. */
export interface StoreLink {
  label: string;
  badge: string;
  href: string;
}

/**
 * The mobile-app store badges of the download banner (spec section 1) whose store page the server
 * configures (`siteSettings.appStoreUrl` / `googlePlayUrl`); unset stores are left out, so the list is
 * empty until the settings arrive and when neither is configured.
 */
export function useStoreLinks(): StoreLink[] {
  const { data } = useCatalogQuery(SiteSettingsDocument, { fetchPolicy: 'cache-first' });
  const s = data?.siteSettings;
  const links: StoreLink[] = [];
  if (s?.appStoreUrl) links.push({ label: 'download.appStore', badge: '/images/badges/app-store.svg', href: s.appStoreUrl });
  if (s?.googlePlayUrl) links.push({ label: 'download.googlePlay', badge: '/images/badges/google-play.svg', href: s.googlePlayUrl });
  return links;
}
