import { Injectable } from '@nestjs/common';
import { CATALOG_TTL_MS, CatalogCache } from './catalog-cache.js';

interface Entry {
  value: Promise<unknown>;
  generation: number;
  expiresAt: number;
}

/** Most distinct catalog reads kept. */
const CATALOG_READS_MAX = 100;

/**
 * Per-instance cache of public catalog data (active meals, active plans with their meals, running
 * promotions), the database rows behind answers that are the same for every caller, signed in or not.
 * Entries live at most {@link CATALOG_TTL_MS} and go with the {@link CatalogCache}'s generation: a staff
 * write on this instance drops them at once, one on another instance within about a second (the shared
 * catalog version). Concurrent misses of a key share one read. Never holds anything about a caller: keys
 * name a catalog read (`meals:<category>`), values are catalog rows, which callers must not modify.
 */
@Injectable()
export class CatalogReads {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly cache: CatalogCache) {}

  /** The value of `load()` for `key`, from this instance's copy when it is still current. */
  async read<T>(key: string, load: () => Promise<T>): Promise<T> {
    await this.cache.sync();
    const generation = this.cache.generation;
    const now = Date.now();
    const kept = this.entries.get(key);
    if (kept && kept.generation === generation && kept.expiresAt > now) return kept.value as Promise<T>;
    const value = load();
    if (this.entries.size >= CATALOG_READS_MAX && !this.entries.has(key)) this.entries.clear();
    const entry: Entry = { value, generation, expiresAt: now + CATALOG_TTL_MS };
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }
}
