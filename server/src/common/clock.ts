import { Injectable, Module } from '@nestjs/common';

/**
 * The current time, injected wherever a rule depends on "now" (pause notice, menu cut-off, the
 * Paused plan status). One instance per app ({@link ClockModule} is a single module), so the
 * integration tests move time with `jest.spyOn(app.get(Clock), 'now')` instead of waiting for it.
 */
@Injectable()
export class Clock {
  private offsetMs = 0;

  /** Now, as a Date (UTC instant), moved by the development offset if one was set. */
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  /**
   * Development and test only (the `POST /api/dev/clock` route, absent in production): moves this
   * instance's "now" by `ms` from the real time, so a journey can step past a plan's end.
   */
  setOffset(ms: number): void {
    this.offsetMs = ms;
  }
}

/** Provides the app's one {@link Clock}; feature modules import it. */
@Module({ providers: [Clock], exports: [Clock] })
export class ClockModule {}
