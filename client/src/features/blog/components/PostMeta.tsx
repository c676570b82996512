import { useTranslation } from 'react-i18next';
import { formatPostDate } from '../utils/format';
import styles from './PostMeta.module.css';

interface PostMetaProps {
  date: string | null;
  readingMinutes: number;
  author?: string;
}

/** Date · reading time (· author). */
export function PostMeta({ date, readingMinutes, author }: PostMetaProps) {
  const { t } = useTranslation('blog');
  return (
    <p className={styles.meta}>
      {author && <span className={styles.author}>{author}</span>}
      {date && <time dateTime={date}>{formatPostDate(date)}</time>}
      <span>{t('readingTime', { count: Math.max(1, readingMinutes) })}</span>
    </p>
  );
}

/** A post's tags as small chips. */
export function PostTags({ tags }: { tags: readonly string[] }) {
  const { t } = useTranslation('blog');
  if (tags.length === 0) return null;
  return (
    <ul className={styles.tags} aria-label={t('tags')}>
      {tags.map((tag) => (
        <li key={tag} className={styles.tag}>
          #{tag}
        </li>
      ))}
    </ul>
  );
}
