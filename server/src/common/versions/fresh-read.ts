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
