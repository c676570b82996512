import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { HydratedDocument, Types } from 'mongoose';
import { TranslationsProp } from '../../common/database/translations-prop.js';

/**
 * A blog post (spec /blog, /blog-detail/{id}, dashboard blogs). `body` is HTML already sanitized by
 * `sanitizeBlogHtml`; `slug` is unique and derived from the title; `readingMinutes` is derived from
 * the body (words / 200, at least 1). Only `published` posts are visible to the public.
 */
@Schema({ collection: 'blogs', timestamps: true })
export class Blog {
  _id!: Types.ObjectId;

  @Prop({ required: true, trim: true, maxlength: 160 })
  title!: string;

  @Prop({ required: true, trim: true, lowercase: true, maxlength: 120 })
  slug!: string;

  @Prop({ required: true, trim: true, maxlength: 300 })
  excerpt!: string;

  @Prop({ required: true })
  body!: string;

  @Prop()
  coverImage?: string;

  @Prop({ required: true, trim: true, maxlength: 100 })
  author!: string;

  @Prop({ type: [String], default: [] })
  tags!: string[];

  @Prop({ required: true, min: 1 })
  readingMinutes!: number;

  @Prop({ required: true, default: false, index: true })
  published!: boolean;

  /** When the post was first published (UTC); kept when it is unpublished and published again. */
  @Prop()
  publishedAt?: Date;

  /** Arabic title, excerpt and (sanitized) body, each optional (English shows where missing). */
  @TranslationsProp({ title: 160, excerpt: 300, body: null })
  translations?: { ar?: { title?: string; excerpt?: string; body?: string } };

  createdAt!: Date;
  updatedAt!: Date;
}

export type BlogDocument = HydratedDocument<Blog>;
export const BlogSchema = SchemaFactory.createForClass(Blog);
BlogSchema.index({ slug: 1 }, { unique: true });
BlogSchema.index({ published: 1, publishedAt: -1 });
