import { Trans, useTranslation } from 'react-i18next';
import { HeroBanner } from '../../../components/ui/HeroBanner';
import { Reveal } from '../../../components/ui/Reveal';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSupportPhone } from '../../../lib/hooks/use-support-phone';
import { CorporateEnquiryForm } from '../components/CorporateEnquiryForm';
import { Faq, type FaqItem } from '../components/Faq';
import { ContentSection } from '../components/ContentSection';
import { FeatureCards, type Feature } from '../components/FeatureCards';
import { FeatureIcon } from '../components/FeatureIcon';
import { FormSection } from '../components/FormSection';
import { Steps, type Step } from '../components/Steps';
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

      <ContentSection
        titleId="corporate-benefits-title"
        eyebrow={t('corporate.benefitsEyebrow')}
        title={t('corporate.benefitsTitle')}
        subtitle={t('corporate.benefitsSubtitle')}
      >
        <FeatureCards features={BENEFITS.map((f) => ({ ...f, title: t(f.title), text: t(f.text) }))} columns={4} />
      </ContentSection>

      <ContentSection
        titleId="corporate-how-title"
        eyebrow={t('howItWorks')}
        title={t('corporate.stepsTitle')}
        subtitle={t('corporate.stepsSubtitle')}
        band
      >
        <Steps steps={STEPS.map((s) => ({ ...s, title: t(s.title), text: t(s.text) }))} />
      </ContentSection>

      <ContentSection titleId="corporate-faq-title" eyebrow={t('corporate.faqEyebrow')} title={t('corporate.faqTitle')}>
        <Reveal>
          <Faq items={FAQ.map((f) => ({ question: t(f.question), answer: t(f.answer) }))} />
        </Reveal>
      </ContentSection>

      <FormSection
        id={ENQUIRY_ID}
        titleId="corporate-enquiry-title"
        title={t('corporate.formTitle')}
        lead={t('corporate.formLead')}
        info={[
          {
            icon: <FeatureIcon name="phone" />,
            label: t('corporate.talk'),
            value: <bdi className="ltr">{phone.display}</bdi>,
            href: phone.telHref,
          },
          { icon: <FeatureIcon name="pin" />, label: t('corporate.kitchen'), value: t('common:footer.address') },
        ]}
      >
        <CorporateEnquiryForm />
      </FormSection>
      <SupportChatButton />
    </>
  );
}
