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
  usePageTitle(
    'Healthy meal plans delivered in Dubai',
    'Chef-made, macro-balanced meal plans cooked fresh and delivered daily across Dubai. Start with a 7-day trial.',
  );
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
