import { useTranslation } from 'react-i18next';
import { Reveal } from '../../../components/ui/Reveal';
import styles from './Sections.module.css';

export interface Step {
  title: string;
  text: string;
}

/** A numbered row of steps (ambassador and corporate "How it works"); each step reveals in turn. */
export function Steps({ steps }: { steps: readonly Step[] }) {
  const { t } = useTranslation('content');
  return (
    <ol className={styles.steps}>
      {steps.map((step, i) => (
        <li key={step.title} className={styles.stepItem}>
          <Reveal className={styles.step} delay={i * 0.15}>
            <span className={styles.stepNumber} aria-hidden="true">
              {i + 1}
            </span>
            <h3 className={styles.stepTitle}>
              <span className="visually-hidden">{t('stepNumber', { step: i + 1 })}</span>
              {step.title}
            </h3>
            <p className={styles.stepText}>{step.text}</p>
          </Reveal>
        </li>
      ))}
    </ol>
  );
}
