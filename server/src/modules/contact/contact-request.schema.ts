import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { HydratedDocument, Types } from 'mongoose';

/** Which form a request came from: the contact-us form or the corporate enquiry. */
export enum ContactRequestType {
  Contact = 'contact',
  Corporate = 'corporate',
}

/**
 * A message from the contact-us form or the corporate enquiry form (dashboard contact_us). E-mail
 * lower-case, phone in E.164; `company` and `teamSize` only on corporate enquiries.
 */
@Schema({ collection: 'contactrequests', timestamps: true })
export class ContactRequest {
  _id!: Types.ObjectId;

  @Prop({ required: true, enum: Object.values(ContactRequestType), index: true })
  type!: ContactRequestType;

  /** The person's name (`contactName` on a corporate enquiry). */
  @Prop({ required: true, trim: true, maxlength: 100 })
  name!: string;

  @Prop({ required: true, lowercase: true, trim: true, maxlength: 254 })
  email!: string;

  @Prop({ required: true })
  phone!: string;

  @Prop({ required: true, trim: true, maxlength: 2000 })
  message!: string;

  @Prop({ trim: true, maxlength: 120 })
  company?: string;

  /** Number of people to feed, 1-100000. */
  @Prop({ min: 1, max: 100_000 })
  teamSize?: number;

  /** Set by staff once someone has answered. */
  @Prop({ required: true, default: false, index: true })
  handled!: boolean;

  createdAt!: Date;
  updatedAt!: Date;
}

export type ContactRequestDocument = HydratedDocument<ContactRequest>;
export const ContactRequestSchema = SchemaFactory.createForClass(ContactRequest);
ContactRequestSchema.index({ createdAt: -1, _id: -1 });
