import { Trans, useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { HeroBanner } from '../../../components/ui/HeroBanner';
import { Reveal } from '../../../components/ui/Reveal';
import { Skeleton } from '../../../components/ui/Skeleton';
import { CardSkeletons } from '../../../components/ui/CardSkeletons';
import { errorMessage } from '../../../lib/graphql-errors';
import { usePageTitle } from '../../../lib/use-page-title';
import { BlogCard } from '../components/BlogCard';
import { Pagination } from '../components/Pagination';
import { BLOGS_PER_PAGE, useBlogs } from '../hooks/use-blogs';
import { parsePage } from '../utils/format';
import { blogListPath } from '../utils/paths';
import styles from './BlogPages.module.css';

/** /blog: published posts, newest first, with Previous / page numbers / Next (`?page=`). */
export default function BlogListPage() {
  const { t } = useTranslation('blog');
  const [params] = useSearchParams();
  const page = parsePage(params.get('page'));
  usePageTitle(page > 1 ? t('titlePage', { page }) : t('title'), t('listDescription'));
  const { page: result, error, loading, refetch } = useBlogs(page);

  // A new page starts at the top of the list.
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, [page]);

  let content;
  if (error && !result) {
    content = <ErrorState title={t('listError')} message={errorMessage(error)} onRetry={() => void refetch()} />;
  } else if (!result) {
    content = (
      <CardSkeletons
        count={3}
        label={t('loadingArticles')}
        className={styles.grid}
        cardClassName={styles.skeletonCard}
        bodyClassName={styles.skeletonBody}
      >
        <Skeleton width="45%" height={14} />
        <Skeleton width="90%" height={24} />
        <Skeleton height={14} />
        <Skeleton width="75%" height={14} />
      </CardSkeletons>
    );
  } else if (result.total === 0) {
    content = <EmptyState title={t('emptyTitle')} message={t('emptyText')} />;
  } else if (result.data.length === 0) {
    content = (
      <EmptyState title={t('noPageTitle')} message={t('noPageText', { count: result.totalPages })}>
        <Link to={blogListPath(1)} className="btn btn-outline">
          {t('firstPage')}
        </Link>
      </EmptyState>
    );
  } else {
    content = (
      <>
        <ul className={`${styles.grid} ${loading ? styles.stale : ''}`} aria-busy={loading || undefined}>
          {result.data.map((post, i) => (
            <li key={post.id} className={styles.item}>
              <Reveal className={styles.reveal} delay={(i % 3) * 0.12}>
                <BlogCard post={post} priority={i === 0} />
              </Reveal>
            </li>
          ))}
        </ul>
        <Pagination page={page} totalPages={result.totalPages} hrefFor={blogListPath} label={t('blogPages')} />
        <p className={styles.count}>
          {t('count', { count: result.total })} · {t('pageOf', { page: Math.min(page, result.totalPages), total: result.totalPages })}
          <span className="visually-hidden"> {t('perPage', { count: BLOGS_PER_PAGE })}</span>
        </p>
      </>
    );
  }

  return (
    <>
      <HeroBanner eyebrow={t('title')} title={<Trans t={t} i18nKey="heroTitle" components={{ mark: <mark /> }} />} text={t('heroText')} />
      <section className={styles.section} aria-label={t('articles')}>
        {content}
      </section>
    </>
  );
}
