import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';
import { TranslationsProp } from '../../common/database/translations-prop.js';

/** Who a notice goes to. */
export enum NoticeAudience {
  /** Every customer (role user) whose account existed when it was sent. */
  Everyone = 'Everyone',
  /** The customers whose plan status was Active when it was sent. */
  ActiveCustomers = 'ActiveCustomers',
  /** One customer. */
  OneCustomer = 'OneCustomer',
}

/**
 * An in-app notification sent by staff: one document per send, never one per recipient.
 * `Everyone` stores no recipients (it reaches every customer created up to `createdAt`);
 * `ActiveCustomers` and `OneCustomer` store the recipients' ids, fixed at send time (20,000
 * ObjectIds are about 0.3 MB, well inside a document). Reads live in {@link NoticeRead}.
 */
@Schema({ collection: 'notices', timestamps: true })
export class Notice {
  _id!: Types.ObjectId;

  @Prop({ required: true, trim: true, maxlength: 120 })
  title!: string;

  @Prop({ required: true, trim: true, maxlength: 2000 })
  message!: string;

  @Prop({ type: String, required: true, enum: Object.values(NoticeAudience) })
  audience!: NoticeAudience;

  /** Arabic title and message, each optional (customers reading in Arabic see the English where missing). */
  @TranslationsProp({ title: 120, message: 2000 })
  translations?: { ar?: { title?: string; message?: string } };

  /** Recipients for ActiveCustomers and OneCustomer; empty for Everyone. */
  @Prop({ type: [{ type: MongooseSchema.Types.ObjectId, ref: 'User' }], default: [] })
  recipients!: Types.ObjectId[];

  /** How many customers it reached when sent. */
  @Prop({ required: true, min: 0 })
  recipientCount!: number;

  /** The staff account that sent it. */
  @Prop({ type: MongooseSchema.Types.ObjectId, ref: 'User', required: true })
  sentBy!: Types.ObjectId;

  createdAt!: Date;
  updatedAt!: Date;
}

export const NoticeSchema = SchemaFactory.createForClass(Notice);
NoticeSchema.index({ createdAt: -1, _id: -1 });
NoticeSchema.index({ audience: 1, createdAt: -1, _id: -1 });
NoticeSchema.index({ recipients: 1, createdAt: -1, _id: -1 });

/** That a customer has read a notice: one per (user, notice), under a unique index, so marking twice is harmless. */
@Schema({ collection: 'noticereads' })
export class NoticeRead {
  _id!: Types.ObjectId;

  @Prop({ type: MongooseSchema.Types.ObjectId, ref: 'User', required: true })
  user!: Types.ObjectId;

  @Prop({ type: MongooseSchema.Types.ObjectId, ref: 'Notice', required: true })
  notice!: Types.ObjectId;

  @Prop({ required: true })
  readAt!: Date;
}

export const NoticeReadSchema = SchemaFactory.createForClass(NoticeRead);
NoticeReadSchema.index({ user: 1, notice: 1 }, { unique: true });
