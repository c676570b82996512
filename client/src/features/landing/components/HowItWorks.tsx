import { useTranslation } from 'react-i18next';
import { SectionHeading } from '../../../components/ui/SectionHeading';
import styles from './HowItWorks.module.css';

const STEPS = [
  { title: 'how.step1Title', text: 'how.step1' },
  { title: 'how.step2Title', text: 'how.step2' },
  { title: 'how.step3Title', text: 'how.step3' },
  { title: 'how.step4Title', text: 'how.step4' },
] as const;

/** The four-step How it Works section (spec section 1). */
export function HowItWorks() {
  const { t } = useTranslation('landing');
  return (
    <section className={styles.section} aria-labelledby="how-it-works-title">
      <SectionHeading id="how-it-works-title" eyebrow={t('how.eyebrow')} title={t('how.title')} subtitle={t('how.subtitle')} />
      <ol className={styles.steps}>
        {STEPS.map((step, i) => (
          <li key={step.title} className={styles.step}>
            <div className={styles.media}>
              <img src={`/images/how/step-${i + 1}.svg`} alt="" width={160} height={160} loading="lazy" />
              <span className={styles.number} aria-hidden="true">
                {i + 1}
              </span>
            </div>
            <h3 className={styles.title}>
              <span className="visually-hidden">{t('how.stepNumber', { step: i + 1 })}</span>
              {t(step.title)}
            </h3>
            <p className={styles.text}>{t(step.text)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
