import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { ChangeCounter } from './change-counter.schema.js';
import { FreshRead } from './fresh-read.js';

/** Mongoose's `ConnectionStates.connected` (not a named export of its ESM entry). */
const CONNECTED = 1;

/** The kinds of change counted: signed-in sessions (revocations) and the public catalog. */
export type ChangeKind = 'sessions' | 'catalog';

/**
 * Shared change counters (`change_counters`; style rule 4: the only code touching that collection).
 * {@link bump} after a change; {@link current} for a value read after the call (coalesced, see
 * {@link FreshRead}); {@link recent} for a value at most `maxAgeMs` old (one read per period per
 * instance). A missing counter reads 0.
 */
@Injectable()
export class ChangeCounterRepository {
  private readonly fresh = new Map<ChangeKind, FreshRead<number>>();
  private readonly cached = new Map<ChangeKind, { value: number; readAt: number; pending?: Promise<number> }>();

  constructor(@InjectModel(ChangeCounter.name) private readonly counters: Model<ChangeCounter>) {}

  /** Counts one change of `kind` (atomic `$inc`, upserted); resolves once stored. @returns the new value. */
  async bump(kind: ChangeKind): Promise<number> {
    const doc = await this.counters
      .findOneAndUpdate({ _id: kind }, { $inc: { v: 1 } }, { upsert: true, returnDocument: 'after', projection: { v: 1 } })
      .lean<ChangeCounter>()
      .exec();
    const value = doc?.v ?? 0;
    this.remember(kind, value);
    return value;
  }

  /** The value of `kind` read after this call began: reflects every {@link bump} that completed before it. */
  current(kind: ChangeKind): Promise<number> {
    let reader = this.fresh.get(kind);
    if (!reader) {
      reader = new FreshRead(() => this.read(kind));
      this.fresh.set(kind, reader);
    }
    return reader.get();
  }

  /**
   * The value of `kind` as read at most `maxAgeMs` ago (one read at a time refreshes it). While the
   * database is not connected it answers at once: the last value read, or a rejection when there is none
   * (a cache then simply keeps what it has instead of waiting on the driver's buffering).
   */
  recent(kind: ChangeKind, maxAgeMs: number): Promise<number> {
    const entry = this.cached.get(kind);
    if (entry && Date.now() - entry.readAt < maxAgeMs) return Promise.resolve(entry.value);
    if (entry?.pending) return entry.pending;
    if (this.counters.db.readyState !== CONNECTED) {
      return entry && !Number.isNaN(entry.value) ? Promise.resolve(entry.value) : Promise.reject(new Error('database not connected'));
    }
    const startedAt = Date.now();
    const pending = this.read(kind).then(
      (value) => {
        const latest = this.cached.get(kind);
        // A later bump on this instance may have stored a higher value meanwhile: never go back.
        const kept = latest && latest.value > value ? latest.value : value;
        this.cached.set(kind, { value: kept, readAt: startedAt });
        return kept;
      },
      (err: unknown) => {
        const latest = this.cached.get(kind);
        if (latest) latest.pending = undefined;
        throw err;
      },
    );
    if (entry) entry.pending = pending;
    else this.cached.set(kind, { value: Number.NaN, readAt: 0, pending });
    return pending;
  }

  private remember(kind: ChangeKind, value: number): void {
    const entry = this.cached.get(kind);
    if (!entry || !(entry.value >= value)) this.cached.set(kind, { value, readAt: entry?.readAt ?? 0 });
  }

  private async read(kind: ChangeKind): Promise<number> {
    const doc = await this.counters.findById(kind, { v: 1 }).lean<ChangeCounter>().exec();
    return doc?.v ?? 0;
  }
}
