import { createHash } from 'node:crypto';

/** One cached answer: the exact bytes sent, the headers sent with them (security headers and content type included), a strong ETag of the bytes. */
export interface CachedAnswer {
  body: Buffer;
  headers: Record<string, string | number | string[]>;
  etag: string;
  expiresAt: number;
}

/** How long a cached catalog answer lives on one instance, in milliseconds (the cross-instance staleness bound). */
export const CATALOG_TTL_MS = 10_000;
/** `max-age` (seconds) sent with anonymous answers of cached public operations. */
export const CATALOG_MAX_AGE_S = 10;
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
 * Per instance by design, documented in docs/decisions.md: an entry lives {@link CATALOG_TTL_MS}, so a staff
 * change shows on every instance within that bound; the instance that made the change drops everything at
 * once ({@link clear}, called by `CatalogCacheInterceptor` after any staff write). A {@link generation}
 * counter makes an answer computed before a clear unstorable after it, so a read racing a write never
 * re-caches the old data. Only anonymous requests read or fill it.
 */
export class CatalogCache {
  private readonly entries = new Map<string, CachedAnswer>();
  private gen = 0;

  constructor(private readonly ttlMs = CATALOG_TTL_MS, private readonly maxEntries = CATALOG_MAX_ENTRIES, private readonly now: () => number = Date.now) {}

  /** The bumped-on-clear counter; take it before computing an answer and pass it to {@link set}. */
  get generation(): number {
    return this.gen;
  }

  /** The live answer for `key`, or undefined (expired entries are dropped). */
  get(key: string): CachedAnswer | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return hit;
  }

  /**
   * Stores `body` with `headers` under `key` unless the cache was cleared since `generation` was read;
   * returns the entry (stored or not). `headers` gain the body's `ETag` and `Content-Length`.
   */
  set(key: string, body: Buffer, headers: Record<string, string | number | string[]>, generation: number): CachedAnswer {
    const etag = etagOf(body);
    const answer: CachedAnswer = { body, headers: { ...headers, etag, 'content-length': body.length }, etag, expiresAt: this.now() + this.ttlMs };
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
