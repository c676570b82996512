import { Trans, useTranslation } from 'react-i18next';
import { HeroBanner } from '../../../components/ui/HeroBanner';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSupportPhone } from '../../../lib/hooks/use-support-phone';
import { ContactForm } from '../components/ContactForm';
import { FeatureIcon } from '../components/FeatureIcon';
import { FormSection } from '../components/FormSection';

/** /contact (linked from the footer): contact details and the contact-us form (submitContact). */
export default function ContactPage() {
  const { t } = useTranslation('content');
  usePageTitle(t('contact.pageTitle'), t('contact.pageDescription'));
  const phone = useSupportPhone();

  return (
    <>
      <HeroBanner
        eyebrow={t('contact.pageTitle')}
        title={<Trans t={t} i18nKey="contact.title" components={{ mark: <mark /> }} />}
        text={t('contact.text')}
      />

      <FormSection
        titleId="contact-form-title"
        title={t('contact.formTitle')}
        lead={t('contact.lead')}
        info={[
          { icon: <FeatureIcon name="pin" />, label: t('contact.visit'), value: t('common:footer.address') },
          {
            icon: <FeatureIcon name="phone" />,
            label: t('contact.call'),
            value: <bdi className="ltr">{phone.display}</bdi>,
            href: phone.telHref,
          },
          {
            icon: <FeatureIcon name="mail" />,
            label: t('contact.chat'),
            value: t('contact.whatsapp'),
            href: phone.whatsappUrl,
            external: true,
          },
          { icon: <FeatureIcon name="clock" />, label: t('contact.hours'), value: t('contact.hoursValue') },
        ]}
      >
        <ContactForm />
      </FormSection>
    </>
  );
}
