import { SectionHeading } from '../../../components/ui/SectionHeading';
import styles from './HowItWorks.module.css';

const STEPS = [
  { title: 'Choose your plan', text: 'Pick a 7-day trial or a monthly package that matches your goals and appetite.' },
  { title: 'Pick your meals', text: 'Select the breakfasts, lunches, dinners and snacks you love from our rotating menu.' },
  { title: 'We cook fresh', text: 'Our chefs prepare every meal fresh each day with measured, balanced macros.' },
  { title: 'Delivered to your door', text: 'Your meals arrive chilled and ready to enjoy, at home or at the office.' },
] as const;

/** The four-step How it Works section (spec section 1). */
export function HowItWorks() {
  return (
    <section className={styles.section} aria-labelledby="how-it-works-title">
      <SectionHeading
        id="how-it-works-title"
        eyebrow="How it works"
        title="Eating well, made effortless"
        subtitle="Four simple steps from sign-up to your first delicious delivery."
      />
      <ol className={styles.steps}>
        {STEPS.map((step, i) => (
          <li key={step.title} className={styles.step}>
            <div className={styles.media}>
              <img src={`/images/how/step-${i + 1}.svg`} alt="" width={160} height={160} loading="lazy" />
              <span className={styles.number} aria-hidden="true">{i + 1}</span>
            </div>
            <h3 className={styles.title}>
              <span className="visually-hidden">Step {i + 1}: </span>
              {step.title}
            </h3>
            <p className={styles.text}>{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
