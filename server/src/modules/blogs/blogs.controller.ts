import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public, STAFF_ROLES } from '../../common/auth/roles.decorator.js';
import { Language, RequestLanguage } from '../../common/i18n/language.js';
import { CsvRoute, streamCsv } from '../../common/http/csv-stream.js';
import { BlogListArgs } from './dto/blog.args.js';
import { PageArgs } from '../../common/paging/page-args.js';
import type { Paged } from '../../common/paging/page-query.dto.js';
import { type BlogRow } from './blog.mappers.js';
import { BLOG_CSV_HEADER, BlogsService } from './blogs.service.js';
import { CatalogPublic } from '../../common/catalog-cache/catalog-public.decorator.js';

/** REST shim: `GET /api/blogs` and `GET /api/blogs/{id}` (spec sections 2 and 7). */
@ApiTags('blogs')
@Controller('blogs')
export class BlogsController {
  constructor(private readonly blogs: BlogsService) {}

  /** Published posts, newest first: `{ data: BlogRow[], totalPages, total }`; `?page` from 1, `?limit` 1-100 (default 10). */
  @Get()
  @Public()
  @ApiOkResponse({ description: '{ data: BlogRow[], totalPages, total }' })
  @CatalogPublic()
  list(@Query() q: PageArgs, @RequestLanguage() lang: Language): Promise<Paged<BlogRow>> {
    return this.blogs.publishedRows(q.page, q.limit, lang);
  }

  /**
   * Staff: every post (drafts too) matching the grid's `?search&sortBy&sortDir` as a streamed CSV
   * download, UTF-8 with BOM. Declared before `:id` so the path is not read as a post id.
   * Errors: 400, 401, 403.
   */
  @CsvRoute('export.csv', BLOG_CSV_HEADER, ...STAFF_ROLES)
  exportCsv(@Query() q: BlogListArgs, @Res() res: Response): Promise<void> {
    return streamCsv(res, 'blogs.csv', BLOG_CSV_HEADER, this.blogs.exportRows(q.search, q));
  }

  /** One published post by id or slug: `{ data: BlogRow }`; 404 NOT_FOUND 'Blog not found.' otherwise. */
  @Get(':id')
  @Public()
  @ApiOkResponse({ description: '{ data: BlogRow }' })
  @ApiNotFoundResponse({ description: "{ code: 'NOT_FOUND', message: 'Blog not found.' }" })
  @CatalogPublic()
  get(@Param('id') id: string, @RequestLanguage() lang: Language): Promise<{ data: BlogRow }> {
    return this.blogs.publishedRow(id, lang);
  }
}
