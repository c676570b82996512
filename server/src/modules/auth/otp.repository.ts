import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { trusted, Types, type Model } from 'mongoose';
import { Otp, type PendingDetails } from './otp.schema.js';
import { isDuplicateKeyError } from '../../common/database/object-id.js';
import { takeOnce, takeTry, type TakenTry } from '../../common/database/writes.js';

/** What a (re)send stores. */
export interface OtpFields {
  codeHash: string;
  tokenHash: string;
  pending: PendingDetails;
  expiresAt: Date;
  /** Only for a decoy (see `PendingCode.discardAt`). */
  discardAt?: Date;
}

/** The otps collection: one document per user, replaced on each (re)send. */
@Injectable()
export class OtpRepository {
  constructor(@InjectModel(Otp.name) private readonly otps: Model<Otp>) {}

  /** Deletes every pending code of the account (its closure). */
  async deleteForUser(userId: Types.ObjectId): Promise<void> {
    await this.otps.deleteMany({ userId }).exec();
  }

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
   * Stores a decoy pending code (see `PendingCode.discardAt`) for a random `userId` no account has, with the
   * same writes as a first real code, removed once `fields.expiresAt` has passed.
   */
  async storeDecoy(fields: Omit<OtpFields, 'discardAt'>): Promise<void> {
    const now = new Date();
    await this.replace(new Types.ObjectId(), { ...fields, discardAt: fields.expiresAt }, now, now);
  }

  /**
   * Hands the code already sent to a new requester who proved the account's password (login of an
   * unverified account within the resend window): new token, the account's own details.
   */
  async rebind(userId: Types.ObjectId, tokenHash: string, pending: PendingDetails): Promise<boolean> {
    const res = await this.otps.updateOne({ userId }, { $set: { tokenHash, pending } }).exec();
    return res.matchedCount === 1;
  }

  /**
   * Takes one try, before the guess is compared, on the code bound to the token whose digest is
   * `tokenHash` (one atomic bounded `$inc`, see {@link takeTry}): a guess without the requester's token
   * takes nothing from their tries.
   */
  takeTry(tokenHash: string, maxAttempts: number, now: Date): Promise<TakenTry<Otp>> {
    return takeTry(this.otps, { tokenHash }, maxAttempts, now);
  }

  /** Consumes the code atomically once its guess matched (single use): only one caller can win, and not after a resend replaced it. */
  consume(id: Types.ObjectId, codeHash: string) {
    return takeOnce<Otp>(this.otps, { _id: id, codeHash });
  }
}
