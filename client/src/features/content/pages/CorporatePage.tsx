import { Trans, useTranslation } from 'react-i18next';
import { HeroBanner } from '../../../components/ui/HeroBanner';
import { Reveal } from '../../../components/ui/Reveal';
import { SectionHeading } from '../../../components/ui/SectionHeading';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSupportPhone } from '../../../lib/hooks/use-support-phone';
import formStyles from '../components/ContentForm.module.css';
import { CorporateEnquiryForm } from '../components/CorporateEnquiryForm';
import { Faq, type FaqItem } from '../components/Faq';
import { FeatureCards, type Feature } from '../components/FeatureCards';
import { FeatureIcon } from '../components/FeatureIcon';
import { Steps, type Step } from '../components/Steps';
import sections from '../components/Sections.module.css';
import { SupportChatButton } from '../components/SupportChatButton';

const ENQUIRY_ID = 'corporate-enquiry';

const BENEFITS: readonly Feature[] = [
  { icon: 'team', title: 'corporate.benefits.0.title', text: 'corporate.benefits.0.text' },
  { icon: 'leaf', title: 'corporate.benefits.1.title', text: 'corporate.benefits.1.text' },
  { icon: 'clock', title: 'corporate.benefits.2.title', text: 'corporate.benefits.2.text' },
  { icon: 'invoice', title: 'corporate.benefits.3.title', text: 'corporate.benefits.3.text' },
];

const STEPS: readonly Step[] = [
  { title: 'corporate.steps.0.title', text: 'corporate.steps.0.text' },
  { title: 'corporate.steps.1.title', text: 'corporate.steps.1.text' },
  { title: 'corporate.steps.2.title', text: 'corporate.steps.2.text' },
  { title: 'corporate.steps.3.title', text: 'corporate.steps.3.text' },
];

const FAQ: readonly FaqItem[] = [
  {
    question: 'corporate.faq.0.question',
    answer: 'corporate.faq.0.answer',
  },
  {
    question: 'corporate.faq.1.question',
    answer: 'corporate.faq.1.answer',
  },
  {
    question: 'corporate.faq.2.question',
    answer: 'corporate.faq.2.answer',
  },
  {
    question: 'corporate.faq.3.question',
    answer: 'corporate.faq.3.answer',
  },
  {
    question: 'corporate.faq.4.question',
    answer: 'corporate.faq.4.answer',
  },
];

/** /corporate: the corporate offering and the enquiry form (submitCorporateEnquiry). */
export default function CorporatePage() {
  const { t } = useTranslation('content');
  usePageTitle(t('corporate.pageTitle'), t('corporate.pageDescription'));
  const phone = useSupportPhone();

  return (
    <>
      <HeroBanner
        eyebrow={t('corporate.pageTitle')}
        title={<Trans t={t} i18nKey="corporate.title" components={{ mark: <mark /> }} />}
        text={t('corporate.text')}
        learnMoreHref={`#${ENQUIRY_ID}`}
        image={{ src: '/images/corporate/hero.svg' }}
      />

      <section className={sections.section} aria-labelledby="corporate-benefits-title">
        <Reveal>
          <SectionHeading
            id="corporate-benefits-title"
            eyebrow={t('corporate.benefitsEyebrow')}
            title={t('corporate.benefitsTitle')}
            subtitle={t('corporate.benefitsSubtitle')}
          />
        </Reveal>
        <FeatureCards features={BENEFITS.map((f) => ({ ...f, title: t(f.title), text: t(f.text) }))} columns={4} />
      </section>

      <div className={sections.band}>
        <section className={sections.section} aria-labelledby="corporate-how-title">
          <Reveal>
            <SectionHeading
              id="corporate-how-title"
              eyebrow={t('howItWorks')}
              title={t('corporate.stepsTitle')}
              subtitle={t('corporate.stepsSubtitle')}
            />
          </Reveal>
          <Steps steps={STEPS.map((s) => ({ ...s, title: t(s.title), text: t(s.text) }))} />
        </section>
      </div>

      <section className={sections.section} aria-labelledby="corporate-faq-title">
        <Reveal>
          <SectionHeading id="corporate-faq-title" eyebrow={t('corporate.faqEyebrow')} title={t('corporate.faqTitle')} />
        </Reveal>
        <Reveal>
          <Faq items={FAQ.map((f) => ({ question: t(f.question), answer: t(f.answer) }))} />
        </Reveal>
      </section>

      <section id={ENQUIRY_ID} className={sections.section} aria-labelledby="corporate-enquiry-title">
        <div className={sections.formSection}>
          <Reveal className={sections.formIntro}>
            <h2 id="corporate-enquiry-title" className={sections.formTitle}>
              {t('corporate.formTitle')}
            </h2>
            <p className={sections.formLead}>{t('corporate.formLead')}</p>
            <ul className={sections.infoList}>
              <li className={sections.infoItem}>
                <span className={sections.infoIcon}>
                  <FeatureIcon name="phone" />
                </span>
                <span>
                  <span className={sections.infoLabel}>{t('corporate.talk')}</span>
                  <a className={sections.infoValue} href={phone.telHref}>
                    <bdi className="ltr">{phone.display}</bdi>
                  </a>
                </span>
              </li>
              <li className={sections.infoItem}>
                <span className={sections.infoIcon}>
                  <FeatureIcon name="pin" />
                </span>
                <span>
                  <span className={sections.infoLabel}>{t('corporate.kitchen')}</span>
                  <span className={sections.infoValue}>{t('common:footer.address')}</span>
                </span>
              </li>
            </ul>
          </Reveal>
          <div className={formStyles.card}>
            <CorporateEnquiryForm />
          </div>
        </div>
      </section>
      <SupportChatButton />
    </>
  );
}
