/**
 * Coalesces reads of one value without ever answering from before the caller asked: {@link get} joins
 * the read in flight only when none has started yet for it; while a read that began earlier is running,
 * callers share one follow-up read that starts when it ends. So under load at most two reads are in
 * flight whatever the number of callers, and every answer reflects any write that completed before
 * `get()` was called.
 */
export class FreshRead<T> {
  private running: Promise<T> | undefined;
  private next: Promise<T> | undefined;

  constructor(private readonly load: () => Promise<T>) {}

  /** The value, read after this call began (shared with other callers where that holds for them too). */
  get(): Promise<T> {
    if (!this.running) return this.start();
    this.next ??= this.running.then(
      () => this.startQueued(),
      () => this.startQueued(),
    );
    return this.next;
  }

  private startQueued(): Promise<T> {
    this.next = undefined;
    return this.start();
  }

  private start(): Promise<T> {
    const read: Promise<T> = this.load().finally(() => {
      if (this.running === read) this.running = undefined;
    });
    this.running = read;
    return read;
  }
}

/**
 * A value read at most `maxAgeMs` ago on this instance: {@link get} answers the kept value while it is that
 * recent, else starts one read that every caller meanwhile shares. A failed read is not kept (the next call
 * reads again). `now` gives the time in ms (the app's Clock, so tests can move it).
 */
export class RecentRead<T> {
  private kept: { value: T; readAt: number } | undefined;
  private running: Promise<T> | undefined;

  constructor(
    private readonly load: () => Promise<T>,
    private readonly maxAgeMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The value as read at most `maxAgeMs` before this call (or by the read in flight when it was called). */
  get(): Promise<T> {
    if (this.kept && this.now() - this.kept.readAt < this.maxAgeMs) return Promise.resolve(this.kept.value);
    if (this.running) return this.running;
    const startedAt = this.now();
    const read: Promise<T> = this.load()
      .then((value) => {
        this.kept = { value, readAt: startedAt };
        return value;
      })
      .finally(() => {
        if (this.running === read) this.running = undefined;
      });
    this.running = read;
    return read;
  }
}
