import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { trusted, type Model } from 'mongoose';
import { isDuplicateKeyError, retryOnWriteConflict } from '../../common/database/object-id.js';
import { JobRun } from './job-run.schema.js';
import { modelReady } from '../../common/database/writes.js';

/** The jobruns collection: one claim per job and UTC day. */
@Injectable()
export class JobRunRepository {
  constructor(@InjectModel(JobRun.name) private readonly runs: Model<JobRun>) {}

  /**
   * Claims `job` for `day`: inserts the run (the unique index lets one instance win), or takes over
   * a run still `running` whose lease ended before `now`. DocumentDB may abort racing inserts with
   * "deadlock detected" (nothing written; PostgreSQL finds the deadlock after its timeout): the attempt is
   * tried again, and each attempt first looks whether a run of the day exists, so a retry that comes after
   * the winner's insert goes straight to the lease condition instead of racing again (ten instances ticking
   * at once on a loaded machine ran out of tries re-inserting). The unique index, not the look, decides who
   * wins. @returns whether this caller holds the claim.
   */
  async claim(job: string, day: string, owner: string, now: Date, leaseMs: number): Promise<boolean> {
    await modelReady(this.runs);
    const leaseUntil = new Date(now.getTime() + leaseMs);
    const inserted = await retryOnWriteConflict(async () => {
      if (await this.runs.exists({ job, day })) return false;
      try {
        await this.runs.create({ job, day, owner, status: 'running', leaseUntil, attempts: 1 });
        return true;
      } catch (err) {
        if (isDuplicateKeyError(err)) return false;
        throw err;
      }
    });
    if (inserted) return true;
    const res = await retryOnWriteConflict(() =>
      this.runs
        .updateOne(
          { job, day, status: 'running', leaseUntil: trusted({ $lt: now }) },
          { $set: { owner, leaseUntil }, $inc: { attempts: 1 } },
        )
        .exec(),
    );
    return res.modifiedCount > 0;
  }

  /** Marks the owner's run done with its result (tried again on a transient write conflict, as {@link claim}). */
  async complete(job: string, day: string, owner: string, now: Date, result: Record<string, number>): Promise<void> {
    await retryOnWriteConflict(() =>
      this.runs.updateOne({ job, day, owner }, { $set: { status: 'done', finishedAt: now, result } }).exec(),
    );
  }

  /**
   * Gives the claim back after a failure, so the next tick retries (lease ends now); tried again on a transient
   * write conflict, as {@link claim}: DocumentDB aborts one of two racing writes with "deadlock detected".
   */
  async release(job: string, day: string, owner: string): Promise<void> {
    await retryOnWriteConflict(() =>
      this.runs.updateOne({ job, day, owner, status: 'running' }, { $set: { leaseUntil: new Date(0) } }).exec(),
    );
  }

  /** The runs of a day, for the dev route and tests. */
  findForDay(day: string) {
    return this.runs.find({ day }).lean<JobRun[]>().exec();
  }
}
