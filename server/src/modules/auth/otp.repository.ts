import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { trusted, type Model, type Types } from 'mongoose';
import { Otp, type PendingDetails } from './otp.schema.js';
import { isDuplicateKeyError } from '../../common/database/object-id.js';
import { recordWrongAttempt } from '../../common/database/writes.js';

/** What a (re)send stores. */
export interface OtpFields {
  codeHash: string;
  tokenHash: string;
  pending: PendingDetails;
  expiresAt: Date;
}

/** The otps collection: one document per user, replaced on each (re)send. */
@Injectable()
export class OtpRepository {
  constructor(@InjectModel(Otp.name) private readonly otps: Model<Otp>) {}

  findForUser(userId: Types.ObjectId) {
    return this.otps.findOne({ userId }).lean<Otp>().exec();
  }

  /**
   * Stores a new code unless one was sent after `notSentAfter` (the resend window).
   * @returns false when the previous code is too recent (nothing written).
   */
  async replace(userId: Types.ObjectId, fields: OtpFields, now: Date, notSentAfter: Date): Promise<boolean> {
    try {
      const res = await this.otps
        .updateOne({ userId, sentAt: trusted({ $lte: notSentAfter }) }, { $set: { ...fields, attempts: 0, sentAt: now } })
        .exec();
      if (res.matchedCount === 1) return true;
      await this.otps.create({ userId, ...fields, attempts: 0, sentAt: now });
      return true;
    } catch (err) {
      if (isDuplicateKeyError(err)) return false; // a recent code exists
      throw err;
    }
  }

  /**
   * Hands the code already sent to a new requester who proved the account's password (login of an
   * unverified account within the resend window): new token, the account's own details.
   */
  async rebind(userId: Types.ObjectId, tokenHash: string, pending: PendingDetails): Promise<boolean> {
    const res = await this.otps.updateOne({ userId }, { $set: { tokenHash, pending } }).exec();
    return res.matchedCount === 1;
  }

  /** Consumes the code atomically (single use): only one caller can win. */
  consume(id: Types.ObjectId, codeHash: string, tokenHash: string, maxAttempts: number) {
    return this.otps
      .findOneAndDelete({ _id: id, codeHash, tokenHash, attempts: trusted({ $lt: maxAttempts }) })
      .lean<Otp>()
      .exec();
  }

  /**
   * Counts a wrong guess atomically, never past `maxAttempts` (a bounded `$inc`), so parallel guesses
   * on any number of instances stop at the cap.
   * @returns the new attempt count; `maxAttempts` when the cap was already reached; null when the code is gone.
   */
  recordWrongAttempt(id: Types.ObjectId, maxAttempts: number): Promise<number | null> {
    return recordWrongAttempt(this.otps, id, maxAttempts);
  }
}
