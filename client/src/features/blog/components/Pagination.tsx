import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pageItems } from '../utils/format';
import styles from './Pagination.module.css';
import { LineIcon } from '../../../components/ui/LineIcon';

interface PaginationProps {
  page: number;
  totalPages: number;
  /** The URL of a page. */
  hrefFor: (page: number) => string;
  label?: string;
}

function Arrow({ left = false }: { left?: boolean }) {
  return <LineIcon className={`${styles.arrow} icon-dir`} strokeWidth={2.2} d={left ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'} />;
}

/** Previous / page numbers / Next, as links (hidden with a single page). */
export function Pagination({ page, totalPages, hrefFor, label }: PaginationProps) {
  const { t } = useTranslation('blog');
  if (totalPages <= 1) return null;
  const hasPrev = page > 1;
  const hasNext = page < totalPages;

  return (
    <nav className={styles.nav} aria-label={label ?? t('pages')}>
      {hasPrev ? (
        <Link to={hrefFor(page - 1)} className={styles.step} rel="prev">
          <Arrow left />
          {t('previous')}
        </Link>
      ) : (
        <span className={`${styles.step} ${styles.disabled}`} aria-disabled="true">
          <Arrow left />
          {t('previous')}
        </span>
      )}

      <ol className={styles.pages}>
        {pageItems(page, totalPages).map((item, i) =>
          item === null ? (
            <li key={`gap-${i}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={hrefFor(item)}
                className={`${styles.pageLink} ${item === page ? styles.current : ''}`}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('page', { page: item })}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ol>

      {hasNext ? (
        <Link to={hrefFor(page + 1)} className={styles.step} rel="next">
          {t('next')}
          <Arrow />
        </Link>
      ) : (
        <span className={`${styles.step} ${styles.disabled}`} aria-disabled="true">
          {t('next')}
          <Arrow />
        </span>
      )}
    </nav>
  );
}
