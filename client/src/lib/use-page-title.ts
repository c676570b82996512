import { useEffect } from 'react';
import { tr } from './messages';

/** The site's default description (index.html, in the current language), restored when a page without its own unmounts. */
const defaultDescription = () => tr('common:siteDescription');

function headElement<T extends HTMLElement>(selector: string, create: () => T): T {
  let el = document.head.querySelector<T>(selector);
  if (!el) {
    el = create();
    document.head.appendChild(el);
  }
  return el;
}

/**
 * Sets the document title ("<title> | FreshFuel"), the meta description (when given) and the
 * canonical URL of the page (origin + path, without query or hash). The canonical link is removed
 * again when the page unmounts, so a page that does not call this never inherits another's.
 */
export function usePageTitle(title: string, description?: string) {
  useEffect(() => {
    document.title = `${title} | FreshFuel`;
    const meta = headElement('meta[name="description"]', () => Object.assign(document.createElement('meta'), { name: 'description' }));
    meta.content = description ?? defaultDescription();
    const canonical = headElement('link[rel="canonical"]', () => Object.assign(document.createElement('link'), { rel: 'canonical' }));
    canonical.href = `${window.location.origin}${window.location.pathname}`;
    return () => {
      canonical.remove();
    };
  }, [title, description]);
}
