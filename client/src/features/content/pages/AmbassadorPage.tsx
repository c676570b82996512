import { Trans, useTranslation } from 'react-i18next';
import { DownloadBanner } from '../../../components/ui/DownloadBanner';
import { HeroBanner } from '../../../components/ui/HeroBanner';
import { Reveal } from '../../../components/ui/Reveal';
import { SectionHeading } from '../../../components/ui/SectionHeading';
import { usePageTitle } from '../../../lib/use-page-title';
import { AmbassadorForm } from '../components/AmbassadorForm';
import formStyles from '../components/ContentForm.module.css';
import { FeatureCards, type Feature } from '../components/FeatureCards';
import { Steps, type Step } from '../components/Steps';
import sections from '../components/Sections.module.css';
import { SupportChatButton } from '../components/SupportChatButton';

/** The hero's benefits list (the ambassadors-page variant of the hero banner). */
const HERO_BENEFITS = [
  'ambassador.heroBenefits.0',
  'ambassador.heroBenefits.1',
  'ambassador.heroBenefits.2',
  'ambassador.heroBenefits.3',
] as const;

/** Spec section 1: fill the contact form, the business gets in touch, share discounts, earn tokens. */
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

      <section className={sections.section} aria-labelledby="ambassador-steps-title">
        <Reveal>
          <SectionHeading
            id="ambassador-steps-title"
            eyebrow={t('howItWorks')}
            title={t('ambassador.stepsTitle')}
            subtitle={t('ambassador.stepsSubtitle')}
          />
        </Reveal>
        <Steps steps={STEPS.map((s) => ({ ...s, title: t(s.title), text: t(s.text) }))} />
      </section>

      <div className={sections.band}>
        <section className={sections.section} aria-labelledby="ambassador-benefits-title">
          <Reveal>
            <SectionHeading
              id="ambassador-benefits-title"
              eyebrow={t('ambassador.whyEyebrow')}
              title={t('ambassador.whyTitle')}
              subtitle={t('ambassador.whySubtitle')}
            />
          </Reveal>
          <FeatureCards features={BENEFITS.map((f) => ({ ...f, title: t(f.title), text: t(f.text) }))} />
        </section>
      </div>

      <section id="apply" className={sections.section} aria-labelledby="apply-title">
        <div className={sections.formSection}>
          <Reveal className={sections.formIntro}>
            <h2 id="apply-title" className={sections.formTitle}>
              {t('ambassador.apply')}
            </h2>
            <p className={sections.formLead}>{t('ambassador.applyLead')}</p>
            <ul className={sections.infoList}>
              <li className={sections.infoItem}>
                <span className={sections.infoIcon} aria-hidden="true">
                  ✓
                </span>
                <span>
                  <span className={sections.infoValue}>{t('ambassador.info1')}</span>
                  <span className={sections.infoLabel}>{t('ambassador.info1Sub')}</span>
                </span>
              </li>
              <li className={sections.infoItem}>
                <span className={sections.infoIcon} aria-hidden="true">
                  ✓
                </span>
                <span>
                  <span className={sections.infoValue}>{t('ambassador.info2')}</span>
                  <span className={sections.infoLabel}>{t('ambassador.info2Sub')}</span>
                </span>
              </li>
            </ul>
          </Reveal>
          <div className={formStyles.card}>
            <AmbassadorForm />
          </div>
        </div>
      </section>

      <Reveal>
        <DownloadBanner variant="ambassador" />
      </Reveal>
      <SupportChatButton />
    </>
  );
}
