import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { isDuplicateKeyError } from '../../common/database/object-id.js';
import { PaymentEvent } from './payment-event.schema.js';
import { modelReady } from '../../common/database/writes.js';

/** The paymentevents collection (processed webhook events). */
@Injectable()
export class PaymentEventRepository {
  constructor(@InjectModel(PaymentEvent.name) private readonly events: Model<PaymentEvent>) {}

  async exists(eventId: string): Promise<boolean> {
    return (await this.events.exists({ eventId }).exec()) !== null;
  }

  /** Records an event once; a concurrent second record is a no-op (unique index on eventId). */
  async record(eventId: string, type: string): Promise<void> {
    await modelReady(this.events);
    try {
      await this.events.create({ eventId, type });
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
    }
  }
}
