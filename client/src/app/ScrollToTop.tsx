import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Scrolls to the top on a new page, unless the URL targets an anchor (e.g. #choose-your-plan-section). */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) window.scrollTo({ top: 0, left: 0, behavior: 'auto' });
  }, [pathname, hash]);
  return null;
}
