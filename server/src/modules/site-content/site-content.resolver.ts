import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Public, Roles, STAFF_ROLES } from '../../common/auth/roles.decorator.js';
import { HeroImages, UpdateHeroImagesInput } from './dto/hero-images.object.js';
import { SiteSettings } from './dto/site-settings.object.js';
import { SiteContentService } from './site-content.service.js';
import { CatalogPublic } from '../../common/catalog-cache/catalog-public.decorator.js';

/** Editable site content (spec section 2 "Landing": the hero's server-provided images) and public site settings. */
@Resolver(() => HeroImages)
export class SiteContentResolver {
  constructor(private readonly content: SiteContentService) {}

  @Query(() => HeroImages, { description: 'The landing hero images (spec section 3), every field set.' })
  @Public()
  @CatalogPublic()
  heroImages(): Promise<HeroImages> {
    return this.content.heroImages();
  }

  @Query(() => SiteSettings, { description: 'Public site settings from the server configuration: the support phone (spec section 1).' })
  @Public()
  @CatalogPublic()
  siteSettings(): SiteSettings {
    return this.content.settings();
  }

  @Mutation(() => HeroImages, {
    description: 'Staff: changes the given hero images (site-relative paths or https URLs). Errors: VALIDATION_FAILED.',
  })
  @Roles(...STAFF_ROLES)
  updateHeroImages(@Args('input') input: UpdateHeroImagesInput): Promise<HeroImages> {
    return this.content.updateHero(input);
  }
}
