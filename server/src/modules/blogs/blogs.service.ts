import { Injectable } from '@nestjs/common';
import type { Types } from 'mongoose';
import { searchPattern } from '../../common/paging/page-args.js';
import { sortSpec, type SortDirection } from '../../common/paging/sort.js';
import type { BlogSortField } from './dto/blog.args.js';
import { totalPagesOf, type Paged } from '../../common/paging/page-query.dto.js';
import { isDuplicateKeyError, isObjectIdString } from '../../common/database/object-id.js';
import { BlogErrors } from './blogs.errors.js';
import { BlogRepository, type BlogData } from './blogs.repository.js';
import type { Blog } from './blog.schema.js';
import { sanitizeBlogHtml } from './blog.sanitizer.js';
import { readingMinutesOf, slugify } from './blog.text.js';
import { toBlogObject, toBlogRow, type BlogRow } from './blog.mappers.js';
import type { BlogObject, BlogPage } from './dto/blog.object.js';
import type { CreateBlogInput, UpdateBlogInput } from './dto/blog.inputs.js';
import { inBatches, type CsvCells } from '../../common/http/csv-stream.js';
import { storedTranslations } from '../../common/i18n/content.js';
import { Language } from '../../common/i18n/language.js';

/** Author of posts created without one. */
export const DEFAULT_BLOG_AUTHOR = 'FreshFuel Team';

/** How often a write is retried when another writer takes the same slug in between. */
const SLUG_RETRIES = 5;

/** A post as written by the seed (content.seed.ts): HTML body, published or draft. */
export interface SeedBlogPost {
  title: string;
  slug?: string;
  excerpt: string;
  body: string;
  coverImage?: string;
  author?: string;
  tags?: string[];
  published: boolean;
  /** When published (UTC); defaults to the seed time. */
  publishedAt?: Date;
  /** Arabic title, excerpt and HTML body. */
  translations?: { ar: { title: string; excerpt: string; body: string } };
}

/** Stored paths of the sortable post columns. */
const BLOG_SORT_PATHS: Record<BlogSortField, string> = {
  title: 'title',
  author: 'author',
  published: 'published',
  publishedAt: 'publishedAt',
  createdAt: 'createdAt',
};

/** Columns of the blog CSV export. */
export const BLOG_CSV_HEADER = ['title', 'slug', 'author', 'tags', 'readingMinutes', 'published', 'createdAt'] as const;

/**
 * The blog (spec /blog, /blog-detail/{id}; dashboard blogs, addBlog, blogs/editBlog/{id}).
 * Every body is sanitized with {@link sanitizeBlogHtml} before it is stored; reading time and
 * slug are derived on the server.
 */
@Injectable()
export class BlogsService {
  constructor(private readonly blogs: BlogRepository) {}

  /** Published posts, newest first (`publishedAt` desc), in the GraphQL shape. */
  async publishedPage(page: number, limit: number, lang: Language = Language.en): Promise<BlogPage> {
    const { rows, total } = await this.blogs.findPublishedPage(page, limit);
    return { data: rows.map((b) => toBlogObject(b, lang)), total, totalPages: totalPagesOf(total, limit) };
  }

  /** `GET /api/blogs`: published posts, newest first, in the REST shape `{ data, totalPages, total }`. */
  async publishedRows(page: number, limit: number, lang: Language = Language.en): Promise<Paged<BlogRow>> {
    const { rows, total } = await this.blogs.findPublishedPage(page, limit);
    return { data: rows.map((b) => toBlogRow(b, lang)), total, totalPages: totalPagesOf(total, limit) };
  }

  /** A published post by id or slug; null when unknown, malformed or unpublished. */
  async findPublished(idOrSlug: string, lang: Language = Language.en): Promise<BlogObject | null> {
    const b = await this.lookupPublished(idOrSlug);
    return b ? toBlogObject(b, lang) : null;
  }

  /**
   * `GET /api/blogs/{id}`: a published post by id or slug, `{ data: BlogRow }`.
   * @throws NOT_FOUND 'Blog not found.' (404) when unknown, malformed or unpublished.
   */
  async publishedRow(idOrSlug: string, lang: Language = Language.en): Promise<{ data: BlogRow }> {
    const b = await this.lookupPublished(idOrSlug);
    if (!b) throw BlogErrors.notFound();
    return { data: toBlogRow(b, lang) };
  }

  /** Staff: every post including drafts, newest created first (or by a whitelisted column); `search` matches title, slug, author or tag. */
  async adminPage(
    page: number,
    limit: number,
    search?: string | null,
    sort: { sortBy?: BlogSortField | null; sortDir?: SortDirection | null } = {},
  ): Promise<BlogPage> {
    const order = sortSpec(sort.sortBy, sort.sortDir, BLOG_SORT_PATHS, { createdAt: -1, _id: -1 });
    const { rows, total } = await this.blogs.findPage(page, limit, searchPattern(search), order);
    return { data: rows.map((b) => toBlogObject(b)), total, totalPages: totalPagesOf(total, limit) };
  }

  /**
   * Staff CSV export of the blog grid (`GET /api/blogs/export.csv`): every post (drafts too) matching
   * the grid's search and sort, as rows of {@link BLOG_CSV_HEADER} (no body), from a cursor.
   */
  async *exportRows(
    search?: string | null,
    sort: { sortBy?: BlogSortField | null; sortDir?: SortDirection | null } = {},
  ): AsyncGenerator<CsvCells[]> {
    const order = sortSpec(sort.sortBy, sort.sortDir, BLOG_SORT_PATHS, { createdAt: -1, _id: -1 });
    for await (const batch of inBatches(this.blogs.cursorFor(searchPattern(search), order), 200)) {
      yield batch.map((b) => [b.title, b.slug, b.author, b.tags.join('; '), b.readingMinutes, b.published ? 'yes' : 'no', b.createdAt]);
    }
  }

  /** Staff: any post by id, drafts included. @throws NOT_FOUND. */
  async adminGet(id: string): Promise<BlogObject> {
    return toBlogObject(await this.mustFind(id));
  }

  /**
   * Staff: creates a post (a draft unless `published`). Body sanitized; slug unique, from the title;
   * reading time from the body. @throws VALIDATION_FAILED (body) when nothing is left after sanitizing.
   */
  async create(input: CreateBlogInput, now = new Date()): Promise<BlogObject> {
    const body = this.cleanBody(input.body);
    const published = input.published ?? false;
    const data: Omit<BlogData, 'slug'> = {
      title: input.title,
      excerpt: input.excerpt,
      body,
      ...(input.coverImage ? { coverImage: input.coverImage } : {}),
      author: input.author || DEFAULT_BLOG_AUTHOR,
      tags: input.tags ?? [],
      readingMinutes: readingMinutesOf(body),
      published,
      ...(published ? { publishedAt: now } : {}),
      ...this.arabicOf(input.translations),
    };
    const created = await this.withUniqueSlug(slugify(input.title), undefined, (slug) => this.blogs.create({ ...data, slug }));
    return toBlogObject(created);
  }

  /**
   * Staff: changes the given fields of a post. A new body is sanitized and re-timed; a new title
   * re-slugs a post that was never published (published posts keep their links).
   * @throws NOT_FOUND; VALIDATION_FAILED (body).
   */
  async update(input: UpdateBlogInput): Promise<BlogObject> {
    const current = await this.mustFind(input.id);
    const set: Partial<BlogData> = {};
    const unset: (keyof BlogData)[] = [];
    if (input.title !== undefined) set.title = input.title;
    if (input.excerpt !== undefined) set.excerpt = input.excerpt;
    if (input.author !== undefined) set.author = input.author;
    if (input.tags !== undefined) set.tags = input.tags;
    if (input.body !== undefined) {
      set.body = this.cleanBody(input.body);
      set.readingMinutes = readingMinutesOf(set.body);
    }
    if (input.translations !== undefined) set.translations = this.arabicOf(input.translations).translations ?? {};
    if (input.coverImage !== undefined) {
      if (input.coverImage) set.coverImage = input.coverImage;
      else unset.push('coverImage');
    }
    const reslug = set.title !== undefined && set.title !== current.title && !current.publishedAt;
    const updated = reslug
      ? await this.withUniqueSlug(slugify(set.title!), current._id, (slug) => this.blogs.update(current._id, { ...set, slug }, unset))
      : await this.blogs.update(current._id, set, unset);
    if (!updated) throw BlogErrors.notFound();
    return toBlogObject(updated);
  }

  /**
   * Staff: publishes or unpublishes a post. The first publication sets `publishedAt`; later ones keep it.
   * @throws NOT_FOUND.
   */
  async setPublished(id: string, published: boolean, now = new Date()): Promise<BlogObject> {
    const current = await this.mustFind(id);
    const updated = await this.blogs.update(current._id, {
      published,
      ...(published && !current.publishedAt ? { publishedAt: now } : {}),
    });
    if (!updated) throw BlogErrors.notFound();
    return toBlogObject(updated);
  }

  /** Seed: inserts each post whose slug is new (sanitized, timed); existing posts are left as staff edited them. */
  async seedPosts(posts: readonly SeedBlogPost[], now = new Date()): Promise<void> {
    for (const p of posts) {
      const body = this.cleanBody(p.body);
      await this.blogs.insertIfSlugNew({
        title: p.title,
        slug: p.slug ?? slugify(p.title),
        excerpt: p.excerpt,
        body,
        ...(p.coverImage ? { coverImage: p.coverImage } : {}),
        author: p.author ?? DEFAULT_BLOG_AUTHOR,
        tags: p.tags ?? [],
        readingMinutes: readingMinutesOf(body),
        published: p.published,
        ...(p.published ? { publishedAt: p.publishedAt ?? now } : {}),
        ...this.arabicOf(p.translations),
      });
    }
  }

  private lookupPublished(idOrSlug: string): Promise<Blog | null> {
    const key = idOrSlug.trim();
    // Slugs are never 24 hex digits (slugify), so the two forms cannot be confused.
    if (isObjectIdString(key)) return this.blogs.findPublished({ id: key });
    const slug = idOrSlug.trim().toLowerCase();
    return /^[a-z0-9-]{1,120}$/.test(slug) ? this.blogs.findPublished({ slug }) : Promise.resolve(null);
  }

  private async mustFind(id: string): Promise<Blog> {
    const b = isObjectIdString(id) ? await this.blogs.findById(id) : null;
    if (!b) throw BlogErrors.notFound();
    return b;
  }

  /** The Arabic to store from an input (body sanitized; a body left empty by sanitizing is dropped, so the English shows). */
  private arabicOf(t: CreateBlogInput['translations']): { translations?: { ar: { title?: string; excerpt?: string; body?: string } } } {
    const stored = storedTranslations(t);
    if (!stored) return {};
    const ar = { ...stored.ar };
    if (ar.body !== undefined) {
      const body = sanitizeBlogHtml(ar.body);
      if (body) ar.body = body;
      else delete ar.body;
    }
    return Object.keys(ar).length ? { translations: { ar } } : {};
  }

  private cleanBody(html: string): string {
    const body = sanitizeBlogHtml(html);
    if (!body) throw BlogErrors.emptyBody();
    return body;
  }

  /** Runs `write` with the first free slug of `base` (`base`, `base-2`, ...), retrying when a concurrent writer wins it. */
  private async withUniqueSlug<T>(base: string, exceptId: Types.ObjectId | undefined, write: (slug: string) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      const taken = new Set(await this.blogs.slugsLike(base, exceptId));
      let slug = base;
      for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
      try {
        return await write(slug);
      } catch (err) {
        if (!isDuplicateKeyError(err) || attempt >= SLUG_RETRIES) throw err;
      }
    }
  }
}
