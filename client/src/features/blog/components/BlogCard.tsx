import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { BlogCard as BlogCardData } from '../hooks/use-blogs';
import { blogPath } from '../utils/paths';
import { PostMeta, PostTags } from './PostMeta';
import styles from './BlogCard.module.css';
import { LineIcon } from '../../../components/ui/LineIcon';

const FALLBACK_COVER = '/images/meals/lunch-1.svg';

/** A post in the list: cover, date and reading time, title (the link), excerpt and tags. */
export function BlogCard({
  post,
  priority = false,
}: {
  post: BlogCardData;
  /** First card on screen: its image loads at once, with high priority (the page's largest paint). */ priority?: boolean;
}) {
  const { t } = useTranslation('blog');
  const to = blogPath(post.id);
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <img
          src={post.coverImage || FALLBACK_COVER}
          alt=""
          width={400}
          height={250}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          className={styles.image}
        />
      </div>
      <div className={styles.body}>
        <PostMeta date={post.publishedAt ?? post.createdAt} readingMinutes={post.readingMinutes} />
        <h2 className={styles.title}>
          <Link to={to} className={styles.link} dir="auto">
            {post.title}
          </Link>
        </h2>
        <p className={styles.excerpt} dir="auto">
          {post.excerpt}
        </p>
        <div className={styles.footer}>
          <PostTags tags={post.tags} />
          <span className={styles.more} aria-hidden="true">
            {t('readMore')}
            <LineIcon className="icon-dir" strokeWidth={2.2} d="M5 12h14M13 6l6 6-6 6" />
          </span>
        </div>
      </div>
    </article>
  );
}
