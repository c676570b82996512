import { useEffect } from 'react';

/** Sets the document title ("<title> | FreshFuel") and, when given, the meta description. */
export function usePageTitle(title: string, description?: string) {
  useEffect(() => {
    document.title = `${title} | FreshFuel`;
    if (description) {
      let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (!meta) {
        meta = document.createElement('meta');
        meta.name = 'description';
        document.head.appendChild(meta);
      }
      meta.content = description;
    }
  }, [title, description]);
}
