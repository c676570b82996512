import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { HydratedDocument, Types } from 'mongoose';

/**
 * The hero's server-provided images (spec section 3 "Hero images from server"): the spec's field
 * name -> the GraphQL field name. Order is the spec's.
 */
export const HERO_IMAGE_FIELDS = [
  ['BtnRightImage', 'btnRightImage'],
  ['heroLeftSideImageOfLine', 'heroLeftSideImageOfLine'],
  ['clockImage', 'clockImage'],
  ['FastFoodSvgOne', 'fastFoodSvgOne'],
  ['KarahiSvgTwo', 'karahiSvgTwo'],
  ['SaladSvgThree', 'saladSvgThree'],
  ['HeroRightFirstImagePNG', 'heroRightFirstImagePNG'],
  ['HeroRightSecondImagePNG', 'heroRightSecondImagePNG'],
  ['svgUpperSvgLine', 'svgUpperSvgLine'],
  ['svgLocation', 'svgLocation'],
  ['LineRightMostSvg', 'lineRightMostSvg'],
] as const;

/** A spec hero field name, e.g. `BtnRightImage`. */
export type HeroImageKey = (typeof HERO_IMAGE_FIELDS)[number][0];
/** The hero images by spec field name: image URLs (site-relative or https). */
export type HeroImageUrls = Record<HeroImageKey, string>;

/** The key of the hero document. */
export const HERO_KEY = 'hero';

/**
 * Editable site content, one document per `key` (unique). The hero document (`key: 'hero'`) holds
 * the image URLs under the spec's exact field names.
 */
@Schema({ collection: 'sitecontents', timestamps: true })
export class SiteContent {
  _id!: Types.ObjectId;

  @Prop({ required: true, trim: true, maxlength: 40 })
  key!: string;

  @Prop() BtnRightImage?: string;
  @Prop() heroLeftSideImageOfLine?: string;
  @Prop() clockImage?: string;
  @Prop() FastFoodSvgOne?: string;
  @Prop() KarahiSvgTwo?: string;
  @Prop() SaladSvgThree?: string;
  @Prop() HeroRightFirstImagePNG?: string;
  @Prop() HeroRightSecondImagePNG?: string;
  @Prop() svgUpperSvgLine?: string;
  @Prop() svgLocation?: string;
  @Prop() LineRightMostSvg?: string;

  createdAt!: Date;
  updatedAt!: Date;
}

export type SiteContentDocument = HydratedDocument<SiteContent>;
export const SiteContentSchema = SchemaFactory.createForClass(SiteContent);
SiteContentSchema.index({ key: 1 }, { unique: true });
