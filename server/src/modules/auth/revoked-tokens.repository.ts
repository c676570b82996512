import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { RevokedToken } from './revoked-token.schema.js';

/** The denylist of signed-out tokens (style rule 4: only repositories touch Mongoose). */
@Injectable()
export class RevokedTokenRepository {
  constructor(@InjectModel(RevokedToken.name) private readonly revoked: Model<RevokedToken>) {}

  /** Denylists `jti` until `expiresAt` (idempotent: revoking twice is one document). */
  async revoke(jti: string, expiresAt: Date): Promise<void> {
    await this.revoked.updateOne({ _id: jti }, { $setOnInsert: { expiresAt } }, { upsert: true }).exec();
  }

  /** Whether `jti` was signed out (one `_id` lookup). */
  async isRevoked(jti: string): Promise<boolean> {
    return (await this.revoked.exists({ _id: jti }).exec()) !== null;
  }
}
