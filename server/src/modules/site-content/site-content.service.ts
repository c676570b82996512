import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../common/config/config.schema.js';
import { APP_CONFIG } from '../../common/config/config.tokens.js';
import type { HeroImages, UpdateHeroImagesInput } from './dto/hero-images.object.js';
import type { SiteSettings } from './dto/site-settings.object.js';
import { SiteContentRepository } from './site-content.repository.js';
import { HERO_IMAGE_FIELDS, HERO_KEY, type HeroImageUrls, type SiteContent } from './site-content.schema.js';

/**
 * The hero images shipped with the client (`client/public/images/hero/`): the seed values and the
 * fallback for any field the database does not hold, so the hero can always render.
 */
export const DEFAULT_HERO_IMAGES: Readonly<HeroImageUrls> = {
  BtnRightImage: '/images/hero/leaf.svg',
  heroLeftSideImageOfLine: '/images/hero/line.svg',
  clockImage: '/images/hero/clock.svg',
  FastFoodSvgOne: '/images/hero/fastfood.svg',
  KarahiSvgTwo: '/images/hero/bowl.svg',
  SaladSvgThree: '/images/hero/salad.svg',
  HeroRightFirstImagePNG: '/images/hero/hero-main.svg',
  HeroRightSecondImagePNG: '/images/hero/leaf.svg',
  svgUpperSvgLine: '/images/hero/line.svg',
  svgLocation: '/images/hero/location.svg',
  LineRightMostSvg: '/images/hero/line.svg',
};

function heroUrlsOf(doc: SiteContent | null): HeroImageUrls {
  const out = { ...DEFAULT_HERO_IMAGES };
  for (const [key] of HERO_IMAGE_FIELDS) {
    const value = doc?.[key];
    if (value) out[key] = value;
  }
  return out;
}

/** Spec field names -> GraphQL field names. */
function toHeroImages(urls: HeroImageUrls): HeroImages {
  return Object.fromEntries(HERO_IMAGE_FIELDS.map(([spec, gql]) => [gql, urls[spec]])) as unknown as HeroImages;
}

/** Editable site content: the landing hero's images (spec section 2 "Landing", section 3); public site settings. */
@Injectable()
export class SiteContentService {
  constructor(
    private readonly contents: SiteContentRepository,
    @Inject(APP_CONFIG) private readonly cfg: AppConfig,
  ) {}

  /**
   * `siteSettings`: the support phone of spec section 1 (footer, support chat button) from SUPPORT_PHONE,
   * and the app store pages behind the download banner's badges (spec section 1) from APP_STORE_URL and
   * GOOGLE_PLAY_URL (null when unset).
   */
  settings(): SiteSettings {
    return {
      supportPhone: this.cfg.SUPPORT_PHONE,
      appStoreUrl: this.cfg.APP_STORE_URL ?? null,
      googlePlayUrl: this.cfg.GOOGLE_PLAY_URL ?? null,
    };
  }

  /** `GET /api/site-content/hero`: `{ data: { BtnRightImage, ..., LineRightMostSvg } }`, every field set. */
  async heroRest(): Promise<{ data: HeroImageUrls }> {
    return { data: heroUrlsOf(await this.contents.findByKey(HERO_KEY)) };
  }

  /** `heroImages`: the same images under camelCase names. */
  async heroImages(): Promise<HeroImages> {
    return toHeroImages(heroUrlsOf(await this.contents.findByKey(HERO_KEY)));
  }

  /** Staff: changes the given hero images (each a site-relative path or https URL); returns all of them. */
  async updateHero(input: UpdateHeroImagesInput): Promise<HeroImages> {
    const set: Partial<HeroImageUrls> = {};
    for (const [spec, gql] of HERO_IMAGE_FIELDS) {
      const value = input[gql];
      if (value) set[spec] = value;
    }
    return toHeroImages(heroUrlsOf(await this.contents.upsertFields(HERO_KEY, set)));
  }

  /** Seed: stores the hero images when there is no hero document yet. */
  async seedHero(urls: HeroImageUrls = DEFAULT_HERO_IMAGES): Promise<void> {
    await this.contents.insertIfMissing(HERO_KEY, { ...urls });
  }
}
