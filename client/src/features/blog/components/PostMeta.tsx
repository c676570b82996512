import { formatPostDate, readingTime } from '../utils/format';
import styles from './PostMeta.module.css';

interface PostMetaProps {
  date: string | null;
  readingMinutes: number;
  author?: string;
}

/** Date · reading time (· author). */
export function PostMeta({ date, readingMinutes, author }: PostMetaProps) {
  return (
    <p className={styles.meta}>
      {author && <span className={styles.author}>{author}</span>}
      {date && <time dateTime={date}>{formatPostDate(date)}</time>}
      <span>{readingTime(readingMinutes)}</span>
    </p>
  );
}

/** A post's tags as small chips. */
export function PostTags({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul className={styles.tags} aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag} className={styles.tag}>#{tag}</li>
      ))}
    </ul>
  );
}
