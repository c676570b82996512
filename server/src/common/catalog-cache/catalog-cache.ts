import { createHash } from 'node:crypto';

/** One cached answer: the exact bytes sent, the headers sent with them (security headers and content type included), a strong ETag of the bytes. */
export interface CachedAnswer {
  body: Buffer;
  headers: Record<string, string | number | string[]>;
  etag: string;
  expiresAt: number;
}

/** How long a cached catalog answer is fresh on one instance, in milliseconds. */
export const CATALOG_TTL_MS = 10_000;
/**
 * How long after that an expired answer may still be served while one request refreshes it (so a busy
 * instance never sends a burst of identical misses to the database). TTL + grace (20 s) bounds how late
 * a staff change shows on another instance.
 */
export const CATALOG_GRACE_MS = 10_000;
/** `max-age` (seconds) sent with anonymous answers of cached public operations. */
export const CATALOG_MAX_AGE_S = 10;
/**
 * How old this instance's copy of the shared catalog change counter may be (ms): a staff change on any
 * instance moves the counter on, and every instance drops its catalog answers within about this long.
 */
export const CATALOG_VERSION_MAX_AGE_MS = 1_000;
/** Most distinct answers kept (queries x variables x URLs); the oldest entry goes first beyond it. */
export const CATALOG_MAX_ENTRIES = 500;

/** Strong ETag of a body: `"<base64url sha1>"`. */
export function etagOf(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/**
 * Per-instance cache of public catalog answers (issue "Catalog reads that don't wait on the database"):
 * a bounded map from a request key (GraphQL query + variables, or the REST URL) to the bytes sent.
 *
 * Per instance, documented in docs/decisions/0013-performance-at-scale.md and docs/decisions/0047-signed-in-request-path-token-verdicts-shared.md: an entry is fresh {@link CATALOG_TTL_MS}, then
 * served stale at most {@link CATALOG_GRACE_MS} more while one request refreshes it; the instance that made
 * a staff change drops everything at once ({@link clear}, called by `CatalogCacheInterceptor` after any
 * staff write, which also moves the shared catalog counter on), and every other instance within about
 * {@link CATALOG_VERSION_MAX_AGE_MS} ({@link sync}, before each lookup). A {@link generation}
 * counter makes an answer computed before a clear unstorable after it, so a read racing a write never
 * re-caches the old data. Misses of one key are coalesced ({@link beginFill}): one request computes,
 * the others wait for it. Only anonymous requests read or fill it.
 */
export class CatalogCache {
  private readonly entries = new Map<string, CachedAnswer>();
  private readonly filling = new Map<string, (() => void)[]>();
  private gen = 0;
  private version: number | undefined;
  private versionSource: (() => Promise<number>) | undefined;

  constructor(
    private readonly ttlMs = CATALOG_TTL_MS,
    private readonly maxEntries = CATALOG_MAX_ENTRIES,
    private readonly now: () => number = Date.now,
    private readonly graceMs = CATALOG_GRACE_MS,
  ) {}

  /**
   * Ties the cache to the shared catalog change counter: `source` answers its value (at most
   * {@link CATALOG_VERSION_MAX_AGE_MS} old); {@link sync} drops everything when it has moved.
   */
  watchVersion(source: () => Promise<number>): void {
    this.versionSource = source;
  }

  /**
   * Catches up with the shared catalog version (see {@link watchVersion}): when another instance changed the
   * catalog since the last call, every entry goes (as {@link clear}). Call before reading the cache. A counter
   * that cannot be read leaves the cache as it is (its TTL still bounds the age of an answer).
   */
  async sync(): Promise<void> {
    if (!this.versionSource) return;
    let version: number;
    try {
      version = await this.versionSource();
    } catch {
      return;
    }
    if (version === this.version) return;
    this.version = version;
    this.clear();
  }

  /** The bumped-on-clear counter; take it before computing an answer and pass it to {@link set}. */
  get generation(): number {
    return this.gen;
  }

  /** The fresh answer for `key`, or undefined. */
  get(key: string): CachedAnswer | undefined {
    const found = this.lookup(key);
    return found?.fresh ? found.answer : undefined;
  }

  /** The answer for `key` and whether it is fresh (else within the grace period); undefined past that (then dropped). */
  lookup(key: string): { answer: CachedAnswer; fresh: boolean } | undefined {
    const answer = this.entries.get(key);
    if (!answer) return undefined;
    const now = this.now();
    if (answer.expiresAt > now) return { answer, fresh: true };
    if (answer.expiresAt + this.graceMs > now) return { answer, fresh: false };
    this.entries.delete(key);
    return undefined;
  }

  /** True when the caller is now the one request computing `key` (call {@link endFill} when it is done); false while another is. */
  beginFill(key: string): boolean {
    if (this.filling.has(key)) return false;
    this.filling.set(key, []);
    return true;
  }

  /** Resolves when the request computing `key` has ended (at once when none is). */
  waitFill(key: string): Promise<void> {
    const waiters = this.filling.get(key);
    if (!waiters) return Promise.resolve();
    return new Promise((resolve) => waiters.push(resolve));
  }

  /** Ends the fill of `key` and wakes its waiters (idempotent). */
  endFill(key: string): void {
    const waiters = this.filling.get(key);
    this.filling.delete(key);
    waiters?.forEach((wake) => wake());
  }

  /**
   * Stores `body` with `headers` under `key` unless the cache was cleared since `generation` was read;
   * returns the entry (stored or not). `headers` gain the body's `ETag` and `Content-Length`.
   */
  set(key: string, body: Buffer, headers: Record<string, string | number | string[]>, generation: number): CachedAnswer {
    const etag = etagOf(body);
    const answer: CachedAnswer = {
      body,
      headers: { ...headers, etag, 'content-length': body.length },
      etag,
      expiresAt: this.now() + this.ttlMs,
    };
    if (generation !== this.gen) return answer;
    if (this.entries.size >= this.maxEntries && !this.entries.has(key)) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, answer);
    return answer;
  }

  /** Drops every entry and invalidates answers being computed (staff wrote something). */
  clear(): void {
    this.gen++;
    this.entries.clear();
  }

  /** Entries held (tests and diagnostics). */
  get size(): number {
    return this.entries.size;
  }
}
