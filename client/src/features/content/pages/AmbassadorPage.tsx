import { Trans, useTranslation } from 'react-i18next';
import { DownloadBanner } from '../../../components/ui/DownloadBanner';
import { HeroBanner } from '../../../components/ui/HeroBanner';
import { Reveal } from '../../../components/ui/Reveal';
import { usePageTitle } from '../../../lib/use-page-title';
import { AmbassadorForm } from '../components/AmbassadorForm';
import { ContentSection } from '../components/ContentSection';
import { FeatureCards, type Feature } from '../components/FeatureCards';
import { FormSection } from '../components/FormSection';
import { Steps, type Step } from '../components/Steps';
import { SupportChatButton } from '../components/SupportChatButton';

/** The hero's benefits list (the ambassadors-page variant of the hero banner). */
const HERO_BENEFITS = [
  'ambassador.heroBenefits.0',
  'ambassador.heroBenefits.1',
  'ambassador.heroBenefits.2',
  'ambassador.heroBenefits.3',
] as const;

/** Spec section 1's steps: fill the contact form, the business gets in touch, share discounts, and earn (rewards, where the spec says tokens: nothing in the product keeps tokens). */
const STEPS: readonly Step[] = [
  { title: 'ambassador.steps.0.title', text: 'ambassador.steps.0.text' },
  { title: 'ambassador.steps.1.title', text: 'ambassador.steps.1.text' },
  { title: 'ambassador.steps.2.title', text: 'ambassador.steps.2.text' },
  { title: 'ambassador.steps.3.title', text: 'ambassador.steps.3.text' },
];

/** Spec section 1: the three benefit headings; their descriptive text is placeholder-style copy. */
const BENEFITS: readonly Feature[] = [
  {
    icon: 'target',
    title: 'ambassador.benefits.0.title',
    text: 'ambassador.benefits.0.text',
  },
  {
    icon: 'growth',
    title: 'ambassador.benefits.1.title',
    text: 'ambassador.benefits.1.text',
  },
  {
    icon: 'revenue',
    title: 'ambassador.benefits.2.title',
    text: 'ambassador.benefits.2.text',
  },
];

/** /ambassador: the ambassador programme and the Apply as Ambassador form (spec sections 1-5). */
export default function AmbassadorPage() {
  const { t } = useTranslation('content');
  usePageTitle(t('ambassador.pageTitle'), t('ambassador.pageDescription'));

  return (
    <>
      <HeroBanner
        variant="ambassadors"
        eyebrow={t('ambassador.eyebrow')}
        title={<Trans t={t} i18nKey="ambassador.title" components={{ mark: <mark /> }} />}
        benefits={HERO_BENEFITS.map((k) => t(k))}
        image={{ src: '/images/ambassador/hero.svg' }}
      />

      <ContentSection
        titleId="ambassador-steps-title"
        eyebrow={t('howItWorks')}
        title={t('ambassador.stepsTitle')}
        subtitle={t('ambassador.stepsSubtitle')}
      >
        <Steps steps={STEPS.map((s) => ({ ...s, title: t(s.title), text: t(s.text) }))} />
      </ContentSection>

      <ContentSection
        titleId="ambassador-benefits-title"
        eyebrow={t('ambassador.whyEyebrow')}
        title={t('ambassador.whyTitle')}
        subtitle={t('ambassador.whySubtitle')}
        band
      >
        <FeatureCards features={BENEFITS.map((f) => ({ ...f, title: t(f.title), text: t(f.text) }))} />
      </ContentSection>

      <FormSection
        id="apply"
        titleId="apply-title"
        title={t('ambassador.apply')}
        lead={t('ambassador.applyLead')}
        info={[
          { icon: '✓', label: t('ambassador.info1Sub'), value: t('ambassador.info1'), valueFirst: true },
          { icon: '✓', label: t('ambassador.info2Sub'), value: t('ambassador.info2'), valueFirst: true },
        ]}
      >
        <AmbassadorForm />
      </FormSection>

      <Reveal>
        <DownloadBanner variant="ambassador" />
      </Reveal>
      <SupportChatButton />
    </>
  );
}
