import { Injectable, Logger } from '@nestjs/common';

/** Called with the customer's user id after their delivery days changed. */
export type ScheduleListener = (userId: string) => Promise<void>;

/**
 * Announces, within the request that made it, that a customer's delivery days changed (a pause, a
 * skip, a resume), so that modules built on the schedule (delivery slots) follow without the
 * schedule calling up into them. Listeners register at start-up; nothing is kept between requests.
 */
@Injectable()
export class ScheduleEvents {
  private readonly logger = new Logger(ScheduleEvents.name);
  private readonly listeners: ScheduleListener[] = [];

  /** Registers `listener` for every later change (module start-up). */
  subscribe(listener: ScheduleListener): void {
    this.listeners.push(listener);
  }

  /**
   * Runs every listener for `userId` and waits for them. The change itself is already saved: a
   * listener that fails is logged and does not undo it or fail the request (the customer can still
   * choose a time for the day on the delivery-times list).
   */
  async changed(userId: string): Promise<void> {
    const results = await Promise.allSettled(this.listeners.map((listener) => listener(userId)));
    for (const r of results) {
      if (r.status === 'rejected') this.logger.warn({ err: r.reason as unknown, userId }, 'a schedule listener failed');
    }
  }
}
