import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import { PasswordReset } from './password-reset.schema.js';
import { takeOnce, takeTry, type TakenTry } from '../../common/database/writes.js';

/** What a reset request stores; `discardAt` only for a decoy (see `PendingCode.discardAt`). */
export interface ResetFields {
  codeHash: string;
  tokenHash: string;
  sentAt: Date;
  expiresAt: Date;
  discardAt?: Date;
}

/**
 * The password_resets collection: at most one document per owner, replaced on each request. The owner is
 * an account's id, or for a decoy a 24-hex id derived from the address that no account has.
 */
@Injectable()
export class PasswordResetRepository {
  constructor(@InjectModel(PasswordReset.name) private readonly resets: Model<PasswordReset>) {}

  /** Deletes every pending code of the account (its closure). */
  async deleteForUser(userId: Types.ObjectId): Promise<void> {
    await this.resets.deleteMany({ userId }).exec();
  }

  findForUser(userId: Types.ObjectId | string) {
    return this.resets.findOne({ userId }).lean<PasswordReset>().exec();
  }

  /** Stores a fresh reset for the owner (upsert on the unique `userId`), forgetting any earlier one and its tries. */
  async replace(userId: Types.ObjectId | string, { discardAt, ...fields }: ResetFields): Promise<void> {
    const update = discardAt
      ? { $set: { ...fields, discardAt, attempts: 0 } }
      : { $set: { ...fields, attempts: 0 }, $unset: { discardAt: 1 } };
    await this.resets.updateOne({ userId }, update, { upsert: true }).exec();
  }

  /**
   * Takes one try on the owner's reset before its guess is compared (one atomic bounded `$inc`, see
   * {@link takeTry}), so parallel guesses on any number of instances compare at most `maxAttempts`.
   */
  takeTry(userId: Types.ObjectId | string, maxAttempts: number, now: Date): Promise<TakenTry<PasswordReset>> {
    return takeTry(this.resets, { userId }, maxAttempts, now);
  }

  /** Consumes the reset whose guess matched, atomically (single use), unless a new request replaced it meanwhile: one caller at most wins. */
  consume(id: Types.ObjectId, codeHash: string) {
    return takeOnce<PasswordReset>(this.resets, { _id: id, codeHash });
  }
}
