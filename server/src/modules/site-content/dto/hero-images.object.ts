import { Field, InputType, ObjectType } from '@nestjs/graphql';
import { ValidateIf } from 'class-validator';
import { IMAGE_URL_MAX, IsImageUrl } from '../../../common/validation/image-url.js';
import { Trim } from '../../../common/validation/transforms.js';

const URL_DOC = 'Image URL: a site-relative path (`/images/hero/leaf.svg`) or an https URL.';

/**
 * The landing hero's images (spec section 3 "Hero images from server"), camelCase names of the
 * spec's fields (`BtnRightImage` -> `btnRightImage`). Every field is always set.
 */
@ObjectType()
export class HeroImages {
  @Field({ description: `BtnRightImage. ${URL_DOC}` }) btnRightImage!: string;
  @Field({ description: `heroLeftSideImageOfLine. ${URL_DOC}` }) heroLeftSideImageOfLine!: string;
  @Field({ description: `clockImage. ${URL_DOC}` }) clockImage!: string;
  @Field({ description: `FastFoodSvgOne. ${URL_DOC}` }) fastFoodSvgOne!: string;
  @Field({ description: `KarahiSvgTwo. ${URL_DOC}` }) karahiSvgTwo!: string;
  @Field({ description: `SaladSvgThree. ${URL_DOC}` }) saladSvgThree!: string;
  @Field({ description: `HeroRightFirstImagePNG. ${URL_DOC}` }) heroRightFirstImagePNG!: string;
  @Field({ description: `HeroRightSecondImagePNG. ${URL_DOC}` }) heroRightSecondImagePNG!: string;
  @Field({ description: `svgUpperSvgLine. ${URL_DOC}` }) svgUpperSvgLine!: string;
  @Field({ description: `svgLocation. ${URL_DOC}` }) svgLocation!: string;
  @Field({ description: `LineRightMostSvg. ${URL_DOC}` }) lineRightMostSvg!: string;
}

/** Validates a field only when it is given (null is refused: every hero image must stay set). */
const IfGiven = () => ValidateIf((_o, v) => v !== undefined);
const MESSAGE = `Enter a valid image URL (a path starting with / or an https URL, at most ${IMAGE_URL_MAX} characters)`;

/** `updateHeroImages(input)`: only the images to change. */
@InputType()
export class UpdateHeroImagesInput {
  @Field(() => String, { nullable: true }) @IfGiven() @Trim() @IsImageUrl({ message: MESSAGE }) btnRightImage?: string;
  @Field(() => String, { nullable: true }) @IfGiven() @Trim() @IsImageUrl({ message: MESSAGE }) heroLeftSideImageOfLine?: string;
  @Field(() => String, { nullable: true }) @IfGiven() @Trim() @IsImageUrl({ message: MESSAGE }) clockImage?: string;
  @Field(() => String, { nullable: true }) @IfGiven() @Trim() @IsImageUrl({ message: MESSAGE }) fastFoodSvgOne?: string;
  @Field(() => String, { nullable: true }) @IfGiven() @Trim() @IsImageUrl({ message: MESSAGE }) karahiSvgTwo?: string;
  @Field(() => String, { nullable: true }) @IfGiven() @Trim() @IsImageUrl({ message: MESSAGE }) saladSvgThree?: string;
  @Field(() => String, { nullable: true }) @IfGiven() @Trim() @IsImageUrl({ message: MESSAGE }) heroRightFirstImagePNG?: string;
  @Field(() => String, { nullable: true }) @IfGiven() @Trim() @IsImageUrl({ message: MESSAGE }) heroRightSecondImagePNG?: string;
  @Field(() => String, { nullable: true }) @IfGiven() @Trim() @IsImageUrl({ message: MESSAGE }) svgUpperSvgLine?: string;
  @Field(() => String, { nullable: true }) @IfGiven() @Trim() @IsImageUrl({ message: MESSAGE }) svgLocation?: string;
  @Field(() => String, { nullable: true }) @IfGiven() @Trim() @IsImageUrl({ message: MESSAGE }) lineRightMostSvg?: string;
}
