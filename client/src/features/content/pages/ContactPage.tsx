import { Trans, useTranslation } from 'react-i18next';
import { HeroBanner } from '../../../components/ui/HeroBanner';
import { Reveal } from '../../../components/ui/Reveal';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSupportPhone } from '../../../lib/hooks/use-support-phone';
import { ContactForm } from '../components/ContactForm';
import formStyles from '../components/ContentForm.module.css';
import { FeatureIcon } from '../components/FeatureIcon';
import sections from '../components/Sections.module.css';

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

      <section className={sections.section} aria-labelledby="contact-form-title">
        <div className={sections.formSection}>
          <Reveal className={sections.formIntro}>
            <h2 id="contact-form-title" className={sections.formTitle}>
              {t('contact.formTitle')}
            </h2>
            <p className={sections.formLead}>{t('contact.lead')}</p>
            <ul className={sections.infoList}>
              <li className={sections.infoItem}>
                <span className={sections.infoIcon}>
                  <FeatureIcon name="pin" />
                </span>
                <span>
                  <span className={sections.infoLabel}>{t('contact.visit')}</span>
                  <span className={sections.infoValue}>{t('common:footer.address')}</span>
                </span>
              </li>
              <li className={sections.infoItem}>
                <span className={sections.infoIcon}>
                  <FeatureIcon name="phone" />
                </span>
                <span>
                  <span className={sections.infoLabel}>{t('contact.call')}</span>
                  <a className={sections.infoValue} href={phone.telHref}>
                    <bdi className="ltr">{phone.display}</bdi>
                  </a>
                </span>
              </li>
              <li className={sections.infoItem}>
                <span className={sections.infoIcon}>
                  <FeatureIcon name="mail" />
                </span>
                <span>
                  <span className={sections.infoLabel}>{t('contact.chat')}</span>
                  <a className={sections.infoValue} href={phone.whatsappUrl} target="_blank" rel="noopener noreferrer">
                    {t('contact.whatsapp')}
                  </a>
                </span>
              </li>
              <li className={sections.infoItem}>
                <span className={sections.infoIcon}>
                  <FeatureIcon name="clock" />
                </span>
                <span>
                  <span className={sections.infoLabel}>{t('contact.hours')}</span>
                  <span className={sections.infoValue}>{t('contact.hoursValue')}</span>
                </span>
              </li>
            </ul>
          </Reveal>
          <div className={formStyles.card}>
            <ContactForm />
          </div>
        </div>
      </section>
    </>
  );
}
