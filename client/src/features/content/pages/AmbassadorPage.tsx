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
  'Exclusive discount codes for your followers',
  'Earn tokens for every subscription you bring in',
  'Free meals to taste, film and review',
  'A dedicated partner manager in Dubai',
] as const;

/** Spec section 1: fill the contact form, the business gets in touch, share discounts, earn tokens. */
const STEPS: readonly Step[] = [
  { title: 'Fill the contact form', text: 'Tell us about yourself and the accounts where you share your healthy lifestyle.' },
  { title: 'We get in touch', text: 'Our partnerships team reviews your application and contacts you to get you set up.' },
  { title: 'Share discounts', text: 'Share your personal discount code with your followers, friends and family.' },
  { title: 'Earn tokens', text: 'Collect tokens for every subscription made with your code and redeem them for rewards.' },
];

/** Spec section 1: the three benefit headings; their descriptive text is placeholder-style copy. */
const BENEFITS: readonly Feature[] = [
  {
    icon: 'target',
    title: 'Achieve results',
    text: 'Reach your goals with a partner that supports you at every step. Share content your audience trusts and see the results grow week after week.',
  },
  {
    icon: 'growth',
    title: 'Sustainable growth',
    text: 'Build a steady, long-term partnership. Grow your community with a brand that values quality, consistency and healthy habits.',
  },
  {
    icon: 'revenue',
    title: 'Generate revenue',
    text: 'Turn your influence into income. Every subscription made with your code earns you tokens that add up to real rewards.',
  },
];

/** /ambassador: the ambassador programme and the Apply as Ambassador form (spec sections 1-5). */
export default function AmbassadorPage() {
  usePageTitle(
    'Become an Ambassador',
    'Join the FreshFuel ambassador programme: share exclusive discounts with your followers and earn tokens for every subscription.',
  );

  return (
    <>
      <HeroBanner
        variant="ambassadors"
        eyebrow="Ambassador programme"
        title={<>Become a FreshFuel <mark>ambassador</mark></>}
        benefits={HERO_BENEFITS}
        image={{ src: '/images/ambassador/hero.svg' }}
      />

      <section className={sections.section} aria-labelledby="ambassador-steps-title">
        <Reveal>
          <SectionHeading
            id="ambassador-steps-title"
            eyebrow="How it works"
            title="Four steps to start earning"
            subtitle="From application to your first rewards, we keep it simple."
          />
        </Reveal>
        <Steps steps={STEPS} />
      </section>

      <div className={sections.band}>
        <section className={sections.section} aria-labelledby="ambassador-benefits-title">
          <Reveal>
            <SectionHeading
              id="ambassador-benefits-title"
              eyebrow="Why join"
              title="Grow with FreshFuel"
              subtitle="A partnership built around healthy food and the people who love it."
            />
          </Reveal>
          <FeatureCards features={BENEFITS} />
        </section>
      </div>

      <section id="apply" className={sections.section} aria-labelledby="apply-title">
        <div className={sections.formSection}>
          <Reveal className={sections.formIntro}>
            <h2 id="apply-title" className={sections.formTitle}>Apply as Ambassador</h2>
            <p className={sections.formLead}>
              Share your social accounts and a short brief about your audience. We read every application and reply
              by e-mail or phone.
            </p>
            <ul className={sections.infoList}>
              <li className={sections.infoItem}>
                <span className={sections.infoIcon} aria-hidden="true">✓</span>
                <span>
                  <span className={sections.infoValue}>Open to creators in the US, UK, Canada and Australia</span>
                  <span className={sections.infoLabel}>Any audience size welcome</span>
                </span>
              </li>
              <li className={sections.infoItem}>
                <span className={sections.infoIcon} aria-hidden="true">✓</span>
                <span>
                  <span className={sections.infoValue}>One application per e-mail address</span>
                  <span className={sections.infoLabel}>We reply within a few business days</span>
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
