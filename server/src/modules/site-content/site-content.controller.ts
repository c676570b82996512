import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth/roles.decorator.js';
import type { HeroImageUrls } from './site-content.schema.js';
import { SiteContentService } from './site-content.service.js';
import { CatalogPublic } from '../../common/catalog-cache/catalog-public.decorator.js';

/** REST shim: `GET /api/site-content/hero` (spec section 3 "Hero images from server"). */
@ApiTags('site-content')
@Controller('site-content')
export class SiteContentController {
  constructor(private readonly content: SiteContentService) {}

  /** `{ data: { BtnRightImage, heroLeftSideImageOfLine, ..., LineRightMostSvg } }`: image URLs under the spec's names. */
  @Get('hero')
  @Public()
  @ApiOkResponse({ description: '{ data: { BtnRightImage: string, ..., LineRightMostSvg: string } }' })
  @CatalogPublic()
  hero(): Promise<{ data: HeroImageUrls }> {
    return this.content.heroRest();
  }
}
