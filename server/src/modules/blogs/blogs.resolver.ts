import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Public, Roles, STAFF_ROLES } from '../../common/auth/roles.decorator.js';
import { Language, RequestLanguage } from '../../common/i18n/language.js';
import { PageArgs } from '../../common/paging/page-args.js';
import { BlogsService } from './blogs.service.js';
import { BlogListArgs, BlogLookupArgs, SetBlogPublishedArgs } from './dto/blog.args.js';
import { BlogObject, BlogPage } from './dto/blog.object.js';
import { CreateBlogInput, UpdateBlogInput } from './dto/blog.inputs.js';
import { CatalogPublic } from '../../common/catalog-cache/catalog-public.decorator.js';

/** The blog (spec /blog and /blog-detail/{id}; dashboard blogs). */
@Resolver(() => BlogObject)
export class BlogsResolver {
  constructor(private readonly blogsService: BlogsService) {}

  @Query(() => BlogPage, {
    description: 'Published posts, newest first; page from 1, limit 1-100 (default 10). Errors: VALIDATION_FAILED.',
  })
  @Public()
  @CatalogPublic()
  blogs(@Args() args: PageArgs, @RequestLanguage() lang: Language): Promise<BlogPage> {
    return this.blogsService.publishedPage(args.page, args.limit, lang);
  }

  @Query(() => BlogObject, { nullable: true, description: 'One published post by id or slug; null when unknown or unpublished.' })
  @Public()
  @CatalogPublic()
  blog(@Args() args: BlogLookupArgs, @RequestLanguage() lang: Language): Promise<BlogObject | null> {
    return this.blogsService.findPublished(args.idOrSlug, lang);
  }

  @Query(() => BlogPage, {
    description: 'Staff: every post including drafts, newest first (or sortBy/sortDir); search matches title, slug, author or tag.',
  })
  @Roles(...STAFF_ROLES)
  adminBlogs(@Args() args: BlogListArgs): Promise<BlogPage> {
    return this.blogsService.adminPage(args.page, args.limit, args.search, args);
  }

  @Query(() => BlogObject, { description: 'Staff: one post by id, drafts included (edit page). Errors: NOT_FOUND.' })
  @Roles(...STAFF_ROLES)
  adminBlog(@Args('id', { type: () => ID }) id: string): Promise<BlogObject> {
    return this.blogsService.adminGet(id);
  }

  @Mutation(() => BlogObject, {
    description: 'Staff: creates a post (a draft unless published); body HTML sanitized. Errors: VALIDATION_FAILED.',
  })
  @Roles(...STAFF_ROLES)
  createBlog(@Args('input') input: CreateBlogInput): Promise<BlogObject> {
    return this.blogsService.create(input);
  }

  @Mutation(() => BlogObject, {
    description: 'Staff: changes the given fields of a post; body HTML sanitized. Errors: NOT_FOUND, VALIDATION_FAILED.',
  })
  @Roles(...STAFF_ROLES)
  updateBlog(@Args('input') input: UpdateBlogInput): Promise<BlogObject> {
    return this.blogsService.update(input);
  }

  @Mutation(() => BlogObject, { description: 'Staff: publishes (first time sets publishedAt) or unpublishes a post. Errors: NOT_FOUND.' })
  @Roles(...STAFF_ROLES)
  setBlogPublished(@Args() args: SetBlogPublishedArgs): Promise<BlogObject> {
    return this.blogsService.setPublished(args.id, args.published);
  }
}
