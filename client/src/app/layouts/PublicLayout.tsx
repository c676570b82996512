import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { ScrollToTop } from '../ScrollToTop';
import { Footer } from './Footer';
import { Navbar } from './Navbar';

/** Navbar, page, footer: the frame of every public route. */
export function PublicLayout() {
  const { t } = useTranslation('common');
  return (
    <>
      <ScrollToTop />
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <Navbar />
      <main id="main">
        <Outlet />
      </main>
      <Footer />
    </>
  );
}
