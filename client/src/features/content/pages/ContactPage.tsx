import { HeroBanner } from '../../../components/ui/HeroBanner';
import { Reveal } from '../../../components/ui/Reveal';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSupportPhone } from '../../../lib/use-support-phone';
import { ContactForm } from '../components/ContactForm';
import formStyles from '../components/ContentForm.module.css';
import { FeatureIcon } from '../components/FeatureIcon';
import sections from '../components/Sections.module.css';

/** /contact (linked from the footer): contact details and the contact-us form (submitContact). */
export default function ContactPage() {
  usePageTitle(
    'Contact us',
    'Questions about FreshFuel meal plans, delivery areas or your subscription? Send us a message or call our team in Dubai.',
  );
  const phone = useSupportPhone();

  return (
    <>
      <HeroBanner
        eyebrow="Contact us"
        title={<>We would love to <mark>hear from you</mark></>}
        text="Questions about plans, delivery areas or your subscription? Send us a message and we will get back to you within one business day."
      />

      <section className={sections.section} aria-labelledby="contact-form-title">
        <div className={sections.formSection}>
          <Reveal className={sections.formIntro}>
            <h2 id="contact-form-title" className={sections.formTitle}>Get in touch</h2>
            <p className={sections.formLead}>
              Our delivery covers most of Dubai, as well as Abu Dhabi and other emirates. Not sure about your area? Ask
              us and we will check with our logistics partner.
            </p>
            <ul className={sections.infoList}>
              <li className={sections.infoItem}>
                <span className={sections.infoIcon}><FeatureIcon name="pin" /></span>
                <span>
                  <span className={sections.infoLabel}>Visit us</span>
                  <span className={sections.infoValue}>Shop in Al Warqa, Dubai</span>
                </span>
              </li>
              <li className={sections.infoItem}>
                <span className={sections.infoIcon}><FeatureIcon name="phone" /></span>
                <span>
                  <span className={sections.infoLabel}>Call us</span>
                  <a className={sections.infoValue} href={phone.telHref}>{phone.display}</a>
                </span>
              </li>
              <li className={sections.infoItem}>
                <span className={sections.infoIcon}><FeatureIcon name="mail" /></span>
                <span>
                  <span className={sections.infoLabel}>Chat with us</span>
                  <a className={sections.infoValue} href={phone.whatsappUrl} target="_blank" rel="noopener noreferrer">
                    WhatsApp support
                  </a>
                </span>
              </li>
              <li className={sections.infoItem}>
                <span className={sections.infoIcon}><FeatureIcon name="clock" /></span>
                <span>
                  <span className={sections.infoLabel}>Opening hours</span>
                  <span className={sections.infoValue}>Every day, 8:00 – 20:00</span>
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
