import { Field, InputType, Int } from '@nestjs/graphql';
import { IsEnum, IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { RequiredText } from '../../../common/validation/fields.js';
import { Trim } from '../../../common/validation/transforms.js';
import { LEGAL_BODY_MAX, LEGAL_SUMMARY_MAX, LEGAL_TITLE_MAX } from '../../../common/validation/limits.js';
import { LegalKind } from '../legal.types.js';

/** `publishLegalDocument(input)`: the next version of a page, in both languages. */
@InputType()
export class PublishLegalDocumentInput {
  @Field(() => LegalKind)
  @IsEnum(LegalKind, { message: 'Choose a legal page' })
  kind!: LegalKind;

  @Field({ description: `English title, at most ${LEGAL_TITLE_MAX} characters.` })
  @RequiredText('Title', LEGAL_TITLE_MAX)
  title!: string;

  @Field({ description: 'English body, HTML from the rich-text editor (sanitized on the server).' })
  @RequiredText('Text', LEGAL_BODY_MAX)
  body!: string;

  @Field({ description: `Arabic title, at most ${LEGAL_TITLE_MAX} characters.` })
  @RequiredText('Arabic title', LEGAL_TITLE_MAX)
  titleAr!: string;

  @Field({ description: 'Arabic body, HTML (sanitized on the server).' })
  @RequiredText('Arabic text', LEGAL_BODY_MAX)
  bodyAr!: string;

  @Field(() => String, { nullable: true, description: `What changed, in English, at most ${LEGAL_SUMMARY_MAX} characters.` })
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(LEGAL_SUMMARY_MAX, { message: `What changed must be at most ${LEGAL_SUMMARY_MAX} characters` })
  summary?: string | null;

  @Field(() => String, { nullable: true, description: `What changed, in Arabic, at most ${LEGAL_SUMMARY_MAX} characters.` })
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(LEGAL_SUMMARY_MAX, { message: `What changed (Arabic) must be at most ${LEGAL_SUMMARY_MAX} characters` })
  summaryAr?: string | null;
}

/** A version of a legal page the customer was shown and accepts. */
@InputType()
export class LegalAcceptanceInput {
  @Field(() => LegalKind)
  @IsEnum(LegalKind, { message: 'Choose a legal page' })
  kind!: LegalKind;

  @Field(() => Int)
  @IsInt({ message: 'A version is a whole number' })
  @Min(1, { message: 'A version is a whole number' })
  version!: number;
}
