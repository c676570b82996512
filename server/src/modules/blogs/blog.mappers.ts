import { localize } from '../../common/i18n/content.js';
import { Language } from '../../common/i18n/language.js';
import type { Blog } from './blog.schema.js';
import type { BlogObject } from './dto/blog.object.js';

/**
 * A post in the REST shape of `GET /api/blogs` and `GET /api/blogs/{id}`: the stored field names
 * with `_id`; dates are ISO 8601 strings in UTC once serialized.
 */
export interface BlogRow {
  _id: string;
  title: string;
  slug: string;
  excerpt: string;
  body: string;
  coverImage: string | null;
  author: string;
  tags: string[];
  readingMinutes: number;
  published: boolean;
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** Maps a stored post to its GraphQL shape: title, excerpt and body in `lang` (public; English where no Arabic), the Arabic in `translations`. */
export function toBlogObject(b: Blog, lang: Language = Language.en): BlogObject {
  return localize(
    {
      id: b._id.toString(),
      title: b.title,
      slug: b.slug,
      excerpt: b.excerpt,
      body: b.body,
      coverImage: b.coverImage ?? null,
      author: b.author,
      tags: b.tags ?? [],
      readingMinutes: b.readingMinutes,
      published: b.published,
      publishedAt: b.publishedAt ?? null,
      createdAt: b.createdAt,
      updatedAt: b.updatedAt,
      translations: b.translations?.ar ? { ar: b.translations.ar } : null,
    },
    b.translations,
    lang,
    ['title', 'excerpt', 'body'],
  );
}

/** Maps a stored post to its REST shape (the spec's keys; no `translations`), text in `lang`. */
export function toBlogRow(b: Blog, lang: Language = Language.en): BlogRow {
  const { id, translations: _ar, ...rest } = toBlogObject(b, lang);
  return { _id: id, ...rest, coverImage: rest.coverImage ?? null, publishedAt: rest.publishedAt ?? null };
}
