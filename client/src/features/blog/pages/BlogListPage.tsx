import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { HeroBanner } from '../../../components/ui/HeroBanner';
import { Reveal } from '../../../components/ui/Reveal';
import { Skeleton } from '../../../components/ui/Skeleton';
import { errorMessage } from '../../../lib/apollo-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { BlogCard } from '../components/BlogCard';
import { Pagination } from '../components/Pagination';
import { BLOGS_PER_PAGE, useBlogs } from '../hooks/use-blogs';
import { parsePage } from '../utils/format';
import { blogListPath } from '../utils/paths';
import styles from './BlogPages.module.css';

/** /blog: published posts, newest first, with Previous / page numbers / Next (`?page=`). */
export default function BlogListPage() {
  const [params] = useSearchParams();
  const page = parsePage(params.get('page'));
  usePageTitle(
    page > 1 ? `Blog – page ${page}` : 'Blog',
    'Nutrition tips, meal-prep guides and healthy-eating news from the FreshFuel kitchen in Dubai.',
  );
  const { page: result, error, loading, refetch } = useBlogs(page);

  // A new page starts at the top of the list.
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, [page]);

  let content;
  if (error && !result) {
    content = <ErrorState title="We couldn’t load the articles." message={errorMessage(error)} onRetry={() => void refetch()} />;
  } else if (!result) {
    content = (
      <div className={styles.grid} role="status" aria-label="Loading articles">
        {Array.from({ length: 3 }, (_, i) => (
          <div key={i} className={styles.skeletonCard}>
            <Skeleton height={200} radius={0} />
            <div className={styles.skeletonBody}>
              <Skeleton width="45%" height={14} />
              <Skeleton width="90%" height={24} />
              <Skeleton height={14} />
              <Skeleton width="75%" height={14} />
            </div>
          </div>
        ))}
      </div>
    );
  } else if (result.total === 0) {
    content = <EmptyState title="No articles yet." message="Our nutritionists are writing the first posts. Please check back soon." />;
  } else if (result.data.length === 0) {
    content = (
      <EmptyState title="There are no articles on this page." message={`The blog has ${result.totalPages} page${result.totalPages === 1 ? '' : 's'}.`}>
        <Link to={blogListPath(1)} className="btn btn-outline">Go to the first page</Link>
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
        <Pagination page={page} totalPages={result.totalPages} hrefFor={blogListPath} label="Blog pages" />
        <p className={styles.count}>
          {result.total} article{result.total === 1 ? '' : 's'} · page {Math.min(page, result.totalPages)} of {result.totalPages}
          <span className="visually-hidden"> ({BLOGS_PER_PAGE} per page)</span>
        </p>
      </>
    );
  }

  return (
    <>
      <HeroBanner
        eyebrow="Blog"
        title={<>Eat well, <mark>live well</mark></>}
        text="Nutrition tips, meal-prep guides and stories from our kitchen in Dubai, written by our chefs and nutritionists."
      />
      <section className={styles.section} aria-label="Articles">
        {content}
      </section>
    </>
  );
}
