import styles from './Sections.module.css';
import { LineIcon } from '../../../components/ui/LineIcon';

export interface FaqItem {
  question: string;
  answer: string;
}

/** Questions and answers as native disclosure widgets (keyboard and screen-reader friendly). */
export function Faq({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className={styles.faq}>
      {items.map((item) => (
        <details key={item.question} className={styles.faqItem}>
          <summary className={styles.faqQuestion}>
            <span>{item.question}</span>
            <LineIcon className={styles.faqChevron} strokeWidth={2.2} d="M6 9l6 6 6-6" />
          </summary>
          <p className={styles.faqAnswer}>{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
