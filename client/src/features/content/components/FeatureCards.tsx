import { Reveal } from '../../../components/ui/Reveal';
import { FeatureIcon, type FeatureIconName } from './FeatureIcon';
import styles from './Sections.module.css';

export interface Feature {
  title: string;
  text: string;
  icon: FeatureIconName;
}

/** A grid of icon cards (ambassador benefits, corporate benefits for teams). */
export function FeatureCards({ features, columns = 3 }: { features: readonly Feature[]; columns?: 3 | 4 }) {
  return (
    <ul className={`${styles.cards} ${columns === 4 ? styles.cards4 : ''}`}>
      {features.map((feature, i) => (
        <li key={feature.title} className={styles.cardItem}>
          <Reveal className={styles.card} delay={i * 0.12}>
            <span className={styles.cardIcon}>
              <FeatureIcon name={feature.icon} />
            </span>
            <h3 className={styles.cardTitle}>{feature.title}</h3>
            <p className={styles.cardText}>{feature.text}</p>
          </Reveal>
        </li>
      ))}
    </ul>
  );
}
