/** Injection token of the {@link StorageService} in use. */
export const STORAGE = Symbol('STORAGE');

/**
 * Where uploaded files live (issue 4 §2). The default is {@link import('./local-disk.storage.js').LocalDiskStorage};
 * an S3-compatible bucket would implement the same three methods (docs/decisions.md "Customer area").
 */
export interface StorageService {
  /**
   * Stores `buffer` under `name` (server-generated, never the client's file name) and returns its
   * public URL. Never overwrites an existing file.
   */
  save(buffer: Buffer, name: string, contentType: string): Promise<string>;
  /** Removes the file behind a URL this storage returned; unknown or missing files are ignored. */
  delete(url: string): Promise<void>;
  /** Whether `url` is one this storage hands out (a file it may have stored). */
  owns(url: string): boolean;
}
