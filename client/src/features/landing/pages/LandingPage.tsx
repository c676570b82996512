import { useTranslation } from 'react-i18next';
import { DownloadBanner } from '../../../components/ui/DownloadBanner';
import { usePageTitle } from '../../../lib/use-page-title';
import { Hero } from '../components/Hero';
import { HowItWorks } from '../components/HowItWorks';
import { MealSlider } from '../components/MealSlider';
import { NewsletterSection } from '../components/NewsletterSection';
import { PlansPreview } from '../components/PlansPreview';
import { StatsBand } from '../components/StatsBand';

/** Landing (/): hero, numbers, meal slider, plan preview, how it works, app download, newsletter. */
export default function LandingPage() {
  const { t } = useTranslation('landing');
  usePageTitle(t('pageTitle'), t('pageDescription'));
  return (
    <>
      <Hero />
      <StatsBand />
      <MealSlider />
      <PlansPreview />
      <HowItWorks />
      <DownloadBanner variant="normal" />
      <NewsletterSection />
    </>
  );
}
