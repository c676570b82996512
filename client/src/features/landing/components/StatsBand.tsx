import { useTranslation } from 'react-i18next';
import styles from './StatsBand.module.css';

/** The static overview of spec section 1. */
/** `count`: the figure as a number, which picks the label's plural form (Arabic has six). */
const STATS = [
  { value: '4.8+', label: 'stats.rating', icon: 'star', count: undefined },
  { value: '1,012+', label: 'stats.ratings', icon: 'chat', count: 1012 },
  { value: '5000+', label: 'stats.subscriptions', icon: 'box', count: 5000 },
] as const;

function Icon({ name }: { name: (typeof STATS)[number]['icon'] }) {
  const common = {
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 1.8,
    strokeLinejoin: 'round' as const,
    strokeLinecap: 'round' as const,
  };
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {name === 'star' && <path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" {...common} />}
      {name === 'chat' && <path d="M4 5h16v11H9l-5 4z M8 10h8M8 13h5" {...common} />}
      {name === 'box' && <path d="M3 7.5L12 3l9 4.5v9L12 21l-9-4.5zM3 7.5l9 4.5 9-4.5M12 12v9" {...common} />}
    </svg>
  );
}

/** 4.8+ rating, 1,012+ ratings, 5000+ subscriptions. */
export function StatsBand() {
  const { t } = useTranslation('landing');
  return (
    <section className={styles.band} aria-label={t('stats.label')}>
      <ul className={styles.list}>
        {STATS.map((stat) => (
          <li key={stat.value} className={styles.item}>
            <span className={styles.badge}>
              <Icon name={stat.icon} />
            </span>
            <span>
              <strong className={styles.value}>
                <bdi>{stat.value}</bdi>
              </strong>
              <span className={styles.label}>{t(stat.label, { count: stat.count })}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
