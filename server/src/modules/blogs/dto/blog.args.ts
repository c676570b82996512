import { ArgsType, Field, ID } from '@nestjs/graphql';
import { IsBoolean, IsString } from 'class-validator';
import { SortableArgs, sortColumns, type SortColumn } from '../../../common/paging/sort.js';

/** `blog(idOrSlug)`: an id or a slug (anything else simply matches no post). */
@ArgsType()
export class BlogLookupArgs {
  @Field({ description: 'The post id or its slug.' })
  @IsString({ message: 'idOrSlug must be text' })
  idOrSlug!: string;
}

/** `setBlogPublished(id, published)`. */
@ArgsType()
export class SetBlogPublishedArgs {
  @Field(() => ID, { description: 'The post id.' })
  @IsString({ message: 'Blog id is required' })
  id!: string;

  @Field({ description: 'true publishes, false hides the post again.' })
  @IsBoolean({ message: 'published must be true or false' })
  published!: boolean;
}

/** Columns the staff post list may be sorted by. */
export const BlogSortField = sortColumns('BlogSortField', ['title', 'author', 'published', 'publishedAt', 'createdAt']);
export type BlogSortField = SortColumn<typeof BlogSortField>;

/** `adminBlogs`: paging, search (title, slug, author, tag), sort. */
@ArgsType()
export class BlogListArgs extends SortableArgs(BlogSortField, 'newest created first') {}
