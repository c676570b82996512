import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { HydratedDocument, Types } from 'mongoose';
import { Role } from '../../common/auth/roles.decorator.js';

/**
 * A customer's plan state (spec section 3 `plan_status`; values decided in docs/decisions.md):
 * None (never subscribed), Active, Paused, Expired, Cancelled.
 */
export enum PlanStatus {
  None = 'None',
  Active = 'Active',
  Paused = 'Paused',
  Expired = 'Expired',
  Cancelled = 'Cancelled',
}

/** An account: customer or staff (spec sections 3 and 6). E-mail is stored lower-case; phone in E.164. */
@Schema({ collection: 'users', timestamps: true })
export class User {
  _id!: Types.ObjectId;

  @Prop({ required: true, trim: true, maxlength: 100 })
  fullName!: string;

  @Prop({ required: true, unique: true, lowercase: true, trim: true, maxlength: 254 })
  email!: string;

  @Prop({ required: true, unique: true })
  phoneNo!: string;

  @Prop()
  image?: string;

  @Prop({ required: true, enum: Object.values(Role), default: Role.User, index: true })
  role!: Role;

  @Prop({ required: true, enum: Object.values(PlanStatus), default: PlanStatus.None })
  planStatus!: PlanStatus;

  @Prop({ required: true, default: false })
  emailVerified!: boolean;

  @Prop({ required: true, default: true })
  active!: boolean;

  /** argon2id hash (memory 19 MiB, 2 iterations, parallelism 1). */
  @Prop({ required: true })
  passwordHash!: string;

  /** Consecutive failed logins since the last success or lock. */
  @Prop({ required: true, default: 0 })
  failedLogins!: number;

  @Prop()
  lockedUntil?: Date;

  /** Bumped on a password change: tokens carrying an older version are refused. */
  @Prop({ required: true, default: 0 })
  tokenVersion!: number;

  createdAt!: Date;
  updatedAt!: Date;
}

export type UserDocument = HydratedDocument<User>;
export const UserSchema = SchemaFactory.createForClass(User);
UserSchema.index({ createdAt: -1 });
