import { Injectable, Module } from '@nestjs/common';

/**
 * The current time, injected wherever a rule depends on "now" (pause notice, menu cut-off, the
 * Paused plan status). One instance per app ({@link ClockModule} is a single module), so the
 * integration tests move time with `jest.spyOn(app.get(Clock), 'now')` instead of waiting for it.
 */
@Injectable()
export class Clock {
  /** Now, as a Date (UTC instant). */
  now(): Date {
    return new Date(Date.now());
  }
}

/** Provides the app's one {@link Clock}; feature modules import it. */
@Module({ providers: [Clock], exports: [Clock] })
export class ClockModule {}
