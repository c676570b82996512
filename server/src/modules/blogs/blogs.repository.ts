import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { trusted, type Model, type Types } from 'mongoose';
import type { SortSpec } from '../../common/paging/sort.js';
import { Blog } from './blog.schema.js';
import { escapeRegExp } from '../../common/format/regexp.js';
import { findPage } from '../../common/database/find-page.js';
import { insertUnique, modelReady } from '../../common/database/writes.js';

/** The fields a post is written with (the rest are timestamps and the id). */
export type BlogData = Omit<Blog, '_id' | 'createdAt' | 'updatedAt'>;

const NEWEST_FIRST = { publishedAt: -1, createdAt: -1, _id: -1 } as const;

/** The blogs collection (style rule 4). Returns lean objects. */
/** The staff list's filter: `search` matches title, slug, author or a tag. */
function blogFilter(search: RegExp | null) {
  return search ? { $or: [{ title: search }, { slug: search }, { author: search }, { tags: search }] } : {};
}

@Injectable()
export class BlogRepository {
  constructor(@InjectModel(Blog.name) private readonly blogs: Model<Blog>) {}

  /** Published posts, newest first, one page. */
  async findPublishedPage(page: number, limit: number): Promise<{ rows: Blog[]; total: number }> {
    const filter = { published: true };
    return findPage(this.blogs, filter, NEWEST_FIRST, page, limit);
  }

  /** Every post (drafts too), one page in `sort` order (default newest first); `search` matches title, slug, author or a tag. */
  async findPage(
    page: number,
    limit: number,
    search: RegExp | null,
    sort: SortSpec = { createdAt: -1, _id: -1 },
  ): Promise<{ rows: Blog[]; total: number }> {
    const filter = blogFilter(search);
    return findPage(this.blogs, filter, sort, page, limit);
  }
  /** Every post {@link findPage} would list (drafts too), in `sort` order, through a cursor (the CSV export). */
  cursorFor(search: RegExp | null, sort: SortSpec): AsyncIterable<Blog> {
    return this.blogs.find(blogFilter(search)).sort(sort).lean<Blog[]>().cursor({ batchSize: 200 });
  }

  /** A published post by id (a valid ObjectId string) or by slug. */
  findPublished(by: { id: string } | { slug: string }) {
    const filter = 'id' in by ? { _id: by.id, published: true } : { slug: by.slug, published: true };
    return this.blogs.findOne(filter).lean<Blog>().exec();
  }

  /** Any post by id (a valid ObjectId string). */
  findById(id: string) {
    return this.blogs.findById(id).lean<Blog>().exec();
  }

  /** Slugs in use that are `base` or `base-<n>` (other than `exceptId`'s). */
  async slugsLike(base: string, exceptId?: Types.ObjectId): Promise<string[]> {
    const pattern = new RegExp(`^${escapeRegExp(base)}(-\\d+)?$`);
    const rows = await this.blogs
      .find({ slug: pattern, ...(exceptId ? { _id: trusted({ $ne: exceptId }) } : {}) })
      .lean<Pick<Blog, 'slug'>[]>()
      .exec();
    return rows.map((r) => r.slug);
  }

  /** Inserts a post. @throws the driver's duplicate-key error (11000) when the slug is taken meanwhile. */
  create(data: BlogData): Promise<Blog> {
    return insertUnique(this.blogs, data);
  }

  /**
   * Sets fields (and removes those named in `unset`); returns the updated post, or null when unknown.
   * @throws 11000 when a new slug is taken meanwhile.
   */
  update(id: Types.ObjectId, set: Partial<BlogData>, unset: (keyof BlogData)[] = []) {
    const update = {
      $set: set,
      ...(unset.length ? { $unset: Object.fromEntries(unset.map((k) => [k, 1])) } : {}),
    };
    return this.blogs.findOneAndUpdate({ _id: id }, update, { returnDocument: 'after' }).lean<Blog>().exec();
  }

  /** Inserts the post when no post has its slug (seed; idempotent, never overwrites staff edits). */
  async insertIfSlugNew(data: BlogData): Promise<void> {
    await modelReady(this.blogs);
    await this.blogs.updateOne({ slug: data.slug }, { $setOnInsert: data }, { upsert: true }).exec();
  }
}
