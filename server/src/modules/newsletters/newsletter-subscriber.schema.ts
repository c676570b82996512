import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { HydratedDocument, Types } from 'mongoose';

/** A newsletter subscription (spec section 3 "Newsletter subscription"): one per lower-case e-mail address. */
@Schema({ collection: 'newsletters', timestamps: true })
export class NewsletterSubscriber {
  _id!: Types.ObjectId;

  @Prop({ required: true, lowercase: true, trim: true, maxlength: 254 })
  email!: string;

  createdAt!: Date;
  updatedAt!: Date;
}

export type NewsletterSubscriberDocument = HydratedDocument<NewsletterSubscriber>;
export const NewsletterSubscriberSchema = SchemaFactory.createForClass(NewsletterSubscriber);
NewsletterSubscriberSchema.index({ email: 1 }, { unique: true });
NewsletterSubscriberSchema.index({ createdAt: -1, _id: -1 });
