import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';
import { preloadHeroImage } from './features/landing/hero-main-image';
import './i18n';
import './styles/global.css';
import './styles/arabic-font.css';

preloadHeroImage(window.location.pathname);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element to mount the app in');

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);
