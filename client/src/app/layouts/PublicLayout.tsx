import { Outlet } from 'react-router-dom';
import { ScrollToTop } from '../ScrollToTop';
import { Footer } from './Footer';
import { Navbar } from './Navbar';

/** Navbar, page, footer: the frame of every public route. */
export function PublicLayout() {
  return (
    <>
      <ScrollToTop />
      <a href="#main" className="skip-link">Skip to content</a>
      <Navbar />
      <main id="main">
        <Outlet />
      </main>
      <Footer />
    </>
  );
}
