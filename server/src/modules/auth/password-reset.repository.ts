import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { trusted, type Model, type Types } from 'mongoose';
import { PasswordReset } from './password-reset.schema.js';
import { recordWrongAttempt } from '../../common/database/writes.js';

/** The password_resets collection: at most one document per user, replaced on each request. */
@Injectable()
export class PasswordResetRepository {
  constructor(@InjectModel(PasswordReset.name) private readonly resets: Model<PasswordReset>) {}

  findForUser(userId: Types.ObjectId) {
    return this.resets.findOne({ userId }).lean<PasswordReset>().exec();
  }

  /** Stores a fresh reset for the user (upsert on the unique `userId`), forgetting any earlier one and its tries. */
  async replace(userId: Types.ObjectId, fields: { codeHash: string; tokenHash: string; sentAt: Date; expiresAt: Date }): Promise<void> {
    await this.resets.updateOne({ userId }, { $set: { ...fields, attempts: 0 } }, { upsert: true }).exec();
  }

  /**
   * Consumes the reset atomically when the code or the link token matches and fewer than
   * `maxAttempts` wrong tries were made and it has not expired: one caller at most wins.
   */
  consume(id: Types.ObjectId, proof: { codeHash?: string; tokenHash?: string }, maxAttempts: number, now: Date) {
    const or = [...(proof.codeHash ? [{ codeHash: proof.codeHash }] : []), ...(proof.tokenHash ? [{ tokenHash: proof.tokenHash }] : [])];
    if (!or.length) return Promise.resolve(null);
    return this.resets
      .findOneAndDelete({ _id: id, attempts: trusted({ $lt: maxAttempts }), expiresAt: trusted({ $gt: now }), $or: or })
      .lean<PasswordReset>()
      .exec();
  }

  /**
   * Counts a wrong try with a bounded `$inc` (never past `maxAttempts`), so parallel guesses on any
   * number of instances stop at the cap.
   * @returns the new count; `maxAttempts` when already at the cap; null when the reset is gone.
   */
  recordWrongAttempt(id: Types.ObjectId, maxAttempts: number): Promise<number | null> {
    return recordWrongAttempt(this.resets, id, maxAttempts);
  }
}
