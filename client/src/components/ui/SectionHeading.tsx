import type { ReactNode } from 'react';
import styles from './SectionHeading.module.css';

interface SectionHeadingProps {
  /** Small label above the title, e.g. "How it works". */
  eyebrow?: string;
  title: ReactNode;
  subtitle?: ReactNode;
  /** Id of the heading element, for `aria-labelledby` on the section. */
  id?: string;
  /** Heading level; h2 by default. */
  as?: 'h1' | 'h2';
  align?: 'center' | 'start';
}

/** Eyebrow, title and lead paragraph at the top of a page section. */
export function SectionHeading({ eyebrow, title, subtitle, id, as: Heading = 'h2', align = 'center' }: SectionHeadingProps) {
  return (
    <div className={`${styles.heading} ${align === 'start' ? styles.start : ''}`}>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <Heading id={id} className={styles.title}>
        {title}
      </Heading>
      {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
    </div>
  );
}
