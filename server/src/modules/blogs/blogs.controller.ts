import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth/roles.decorator.js';
import { PageArgs } from '../../common/paging/page-args.js';
import type { Paged } from '../../common/paging/page-query.dto.js';
import { BlogsService, type BlogRow } from './blogs.service.js';

/** REST shim: `GET /api/blogs` and `GET /api/blogs/{id}` (spec sections 2 and 7). */
@ApiTags('blogs')
@Controller('blogs')
export class BlogsController {
  constructor(private readonly blogs: BlogsService) {}

  /** Published posts, newest first: `{ data: BlogRow[], totalPages, total }`; `?page` from 1, `?limit` 1-100 (default 10). */
  @Get()
  @Public()
  @ApiOkResponse({ description: '{ data: BlogRow[], totalPages, total }' })
  list(@Query() q: PageArgs): Promise<Paged<BlogRow>> {
    return this.blogs.publishedRows(q.page, q.limit);
  }

  /** One published post by id or slug: `{ data: BlogRow }`; 404 NOT_FOUND 'Blog not found.' otherwise. */
  @Get(':id')
  @Public()
  @ApiOkResponse({ description: '{ data: BlogRow }' })
  @ApiNotFoundResponse({ description: "{ code: 'NOT_FOUND', message: 'Blog not found.' }" })
  get(@Param('id') id: string): Promise<{ data: BlogRow }> {
    return this.blogs.publishedRow(id);
  }
}
