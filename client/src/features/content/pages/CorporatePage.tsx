import { HeroBanner } from '../../../components/ui/HeroBanner';
import { Reveal } from '../../../components/ui/Reveal';
import { SectionHeading } from '../../../components/ui/SectionHeading';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSupportPhone } from '../../../lib/use-support-phone';
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
  { icon: 'team', title: 'Happier, sharper teams', text: 'Balanced lunches keep energy steady through the afternoon: no food comas, no vending-machine runs.' },
  { icon: 'leaf', title: 'Every diet covered', text: 'Vegetarian, vegan, high-protein or low-carb: each colleague picks meals that fit their goals and allergies.' },
  { icon: 'clock', title: 'Delivered on schedule', text: 'Chilled meals arrive at your office every working day, labelled per person and ready to enjoy.' },
  { icon: 'invoice', title: 'Less admin', text: 'One point of contact for your whole team, for new joiners, menu changes and billing questions.' },
];

const STEPS: readonly Step[] = [
  { title: 'Tell us about your team', text: 'Send the enquiry form with your team size, location and any dietary needs.' },
  { title: 'Get a tailored proposal', text: 'We get back to you within one business day with the plans and prices that fit your team.' },
  { title: 'Your team picks meals', text: 'Everyone chooses their own dishes from our rotating menu, or we plan the week for you.' },
  { title: 'We deliver daily', text: 'Fresh meals arrive at your office across Dubai, Abu Dhabi and the other emirates.' },
];

const FAQ: readonly FaqItem[] = [
  {
    question: 'What is the minimum team size?',
    answer: 'There is none: we feed start-ups of a few people as well as large offices. Tell us your team size and we will suggest the best set-up.',
  },
  {
    question: 'Which areas do you deliver to?',
    answer: 'Our delivery covers most of Dubai, as well as Abu Dhabi and other emirates. Tell us your office address and we will confirm coverage with our logistics partner.',
  },
  {
    question: 'Can colleagues with allergies or special diets join?',
    answer: 'Yes. Every meal lists its allergens and macros, and each person can choose dishes that suit their diet.',
  },
  {
    question: 'How does billing work?',
    answer: 'Prices are in AED and include 5% VAT. We agree the billing details that suit your company in our proposal.',
  },
  {
    question: 'Can we try it first?',
    answer: 'Of course. Our 7-day trial plan lets your team taste the menu before you commit to a monthly package.',
  },
];

/** /corporate: the corporate offering and the enquiry form (submitCorporateEnquiry). */
export default function CorporatePage() {
  usePageTitle(
    'For Corporate',
    'Healthy, chef-made meals for your team, delivered to your office in Dubai. One invoice, every diet covered. Send a corporate enquiry.',
  );
  const phone = useSupportPhone();

  return (
    <>
      <HeroBanner
        eyebrow="For Corporate"
        title={<>Healthy meals that <mark>power your team</mark></>}
        text="Chef-made, macro-balanced meals delivered fresh to your office every working day. Keep your people energised, focused and well fed, without the admin."
        learnMoreHref={`#${ENQUIRY_ID}`}
        image={{ src: '/images/corporate/hero.svg' }}
      />

      <section className={sections.section} aria-labelledby="corporate-benefits-title">
        <Reveal>
          <SectionHeading
            id="corporate-benefits-title"
            eyebrow="Benefits for teams"
            title="Why companies choose FreshFuel"
            subtitle="Good food is good for business. Here is what your team gets."
          />
        </Reveal>
        <FeatureCards features={BENEFITS} columns={4} />
      </section>

      <div className={sections.band}>
        <section className={sections.section} aria-labelledby="corporate-how-title">
          <Reveal>
            <SectionHeading
              id="corporate-how-title"
              eyebrow="How it works"
              title="From enquiry to first delivery"
              subtitle="Set up in days, not weeks."
            />
          </Reveal>
          <Steps steps={STEPS} />
        </section>
      </div>

      <section className={sections.section} aria-labelledby="corporate-faq-title">
        <Reveal>
          <SectionHeading id="corporate-faq-title" eyebrow="FAQ" title="Frequently asked questions" />
        </Reveal>
        <Reveal>
          <Faq items={FAQ} />
        </Reveal>
      </section>

      <section id={ENQUIRY_ID} className={sections.section} aria-labelledby="corporate-enquiry-title">
        <div className={sections.formSection}>
          <Reveal className={sections.formIntro}>
            <h2 id="corporate-enquiry-title" className={sections.formTitle}>Send a corporate enquiry</h2>
            <p className={sections.formLead}>
              Tell us about your team and we will get back to you within one business day with a tailored proposal.
            </p>
            <ul className={sections.infoList}>
              <li className={sections.infoItem}>
                <span className={sections.infoIcon}><FeatureIcon name="phone" /></span>
                <span>
                  <span className={sections.infoLabel}>Prefer to talk?</span>
                  <a className={sections.infoValue} href={phone.telHref}>{phone.display}</a>
                </span>
              </li>
              <li className={sections.infoItem}>
                <span className={sections.infoIcon}><FeatureIcon name="pin" /></span>
                <span>
                  <span className={sections.infoLabel}>Kitchen</span>
                  <span className={sections.infoValue}>Shop in Al Warqa, Dubai</span>
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
