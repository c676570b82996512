import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Reveal } from '../../../components/ui/Reveal';
import { Skeleton } from '../../../components/ui/Skeleton';
import { errorMessage } from '../../../lib/graphql-errors';
import { trimText } from '../../../lib/text';
import { usePageTitle } from '../../../lib/use-page-title';
import { PostMeta, PostTags } from '../components/PostMeta';
import { useBlog } from '../hooks/use-blog';
import styles from './BlogPages.module.css';
import { LineIcon } from '../../../components/ui/LineIcon';

function BackLink() {
  const { t } = useTranslation('blog');
  return (
    <Link to="/blog" className={styles.back}>
      <LineIcon className="icon-dir" strokeWidth={2.2} d="M19 12H5M11 6l-6 6 6 6" />
      {t('allArticles')}
    </Link>
  );
}

/**
 * /blog-detail/{id}: one published post. The body is HTML the server sanitized on every write
 * (docs/decisions/0008-public-content.md "Blog"), rendered in a styled prose container. An unknown or unpublished id
 * shows a friendly not-found state (not the global 404 illustration).
 */
export default function BlogDetailPage() {
  const { id = '' } = useParams<{ id: string }>();
  const { data, error, refetch } = useBlog(id);
  const post = data?.blog;
  const notFound = data !== undefined && post === null;
  const { t } = useTranslation('blog');

  usePageTitle(post ? post.title : notFound ? t('notFoundTitle') : t('title'), post ? trimText(post.excerpt, 155) : t('detailDescription'));

  if (error && !data) {
    return (
      <div className={styles.articleWrap}>
        <BackLink />
        <ErrorState title={t('articleError')} message={errorMessage(error)} onRetry={() => void refetch()} />
      </div>
    );
  }

  if (notFound) {
    return (
      <div className={styles.articleWrap}>
        <EmptyState
          title={t('notFound')}
          message="It may have been moved or is no longer published. Have a look at our latest posts instead."
        >
          <Link to="/blog" className="btn btn-primary">
            {t('browse')}
          </Link>
        </EmptyState>
      </div>
    );
  }

  if (!post) {
    return (
      <div className={styles.articleWrap} role="status" aria-label={t('loadingArticle')}>
        <Skeleton width={120} height={16} />
        <Skeleton width="85%" height={44} className={styles.skeletonGap} />
        <Skeleton width="40%" height={16} className={styles.skeletonGap} />
        <Skeleton height={360} radius={20} className={styles.skeletonGap} />
        <Skeleton height={16} className={styles.skeletonGap} />
        <Skeleton height={16} />
        <Skeleton width="70%" height={16} />
      </div>
    );
  }

  return (
    <article className={styles.articleWrap} aria-labelledby="post-title">
      <BackLink />
      <header className={styles.header}>
        <PostTags tags={post.tags} />
        <h1 id="post-title" className={styles.title} dir="auto">
          {post.title}
        </h1>
        <PostMeta author={post.author} date={post.publishedAt ?? post.createdAt} readingMinutes={post.readingMinutes} />
      </header>
      {post.coverImage && (
        <Reveal>
          <img className={styles.cover} src={post.coverImage} alt="" width={960} height={540} />
        </Reveal>
      )}
      <div className={styles.prose} dangerouslySetInnerHTML={{ __html: post.body }} />
      <footer className={styles.articleFooter}>
        <BackLink />
      </footer>
    </article>
  );
}
