/** Injection token of the {@link StorageService} in use. */
export const STORAGE = Symbol('STORAGE');

/** Where a stored file can be fetched, and whether this call wrote it (false: it was there already). */
export interface SavedFile {
  url: string;
  created: boolean;
}

/**
 * Where uploaded files live (spec section 5, profile image; staff images). The implementation is
 * {@link import('./gridfs.storage.js').GridFsStorage} (MongoDB GridFS, shared by every instance); an
 * S3-compatible bucket would implement the same three methods (docs/decisions/0010-customer-area.md).
 */
export interface StorageService {
  /**
   * Stores `buffer` under `name` (server-generated from the content, never the client's file name)
   * and returns its public URL. Never overwrites: a file of that name already holds the same bytes.
   */
  save(buffer: Buffer, name: string, contentType: string): Promise<SavedFile>;
  /** Removes the file behind a URL this storage returned; unknown or missing files are ignored. */
  delete(url: string): Promise<void>;
  /** Whether `url` is one this storage hands out (a file it may have stored). */
  owns(url: string): boolean;
}
