import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { NextFunction, Request, Response } from 'express';
import { mongo, type Connection } from 'mongoose';
import type { SavedFile, StorageService } from './storage.js';

/** The URL path uploaded files are served at (app.setup.ts mounts {@link GridFsStorage.serve} there). */
export const UPLOADS_URL_PREFIX = '/uploads/';

/** The GridFS bucket: collections `uploads.files` and `uploads.chunks`. */
export const UPLOADS_BUCKET = 'uploads';

/** Names this storage writes: letters, digits, dot, dash, underscore; no path separators, no leading dot. */
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** A year: names never change content (they are content hashes or random ids), so caches keep them. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A stored file's row in `uploads.files`. */
interface StoredFile {
  _id: mongo.ObjectId;
  filename: string;
  length: number;
  metadata?: { contentType?: string };
}

/**
 * Uploaded files in MongoDB GridFS (bucket {@link UPLOADS_BUCKET}) on the app's own database, so every
 * app instance serves every upload and a backup of the database holds them too. URLs are site-relative,
 * e.g. `/uploads/<name>-q80.webp`, served by {@link serve} with a one-year immutable cache and an ETag.
 */
@Injectable()
export class GridFsStorage implements StorageService {
  private gridFs?: mongo.GridFSBucket;

  constructor(@InjectConnection() private readonly connection: Connection) {}

  /**
   * Stores `buffer` as `name` unless a file of that name exists (names are content-derived, so the
   * existing file holds the same bytes). @returns the public URL and whether this call wrote the file.
   */
  async save(buffer: Buffer, name: string, contentType: string): Promise<SavedFile> {
    if (!SAFE_NAME.test(name)) throw new Error(`Unsafe upload name "${name}"`);
    const url = `${UPLOADS_URL_PREFIX}${name}`;
    if (await this.find(name)) return { url, created: false };
    const bucket = await this.bucket();
    await new Promise<void>((resolve, reject) => {
      const upload = bucket.openUploadStream(name, { metadata: { contentType } });
      upload.once('finish', () => resolve());
      upload.once('error', reject);
      upload.end(buffer);
    });
    return { url, created: true };
  }

  async delete(url: string): Promise<void> {
    if (!this.owns(url)) return;
    const bucket = await this.bucket();
    const files = await bucket.find({ filename: url.slice(UPLOADS_URL_PREFIX.length) }).toArray();
    for (const file of files) {
      try {
        await bucket.delete(file._id);
      } catch (err) {
        if (!(err instanceof mongo.MongoRuntimeError)) throw err; // already gone
      }
    }
  }

  owns(url: string): boolean {
    return typeof url === 'string' && url.startsWith(UPLOADS_URL_PREFIX) && SAFE_NAME.test(url.slice(UPLOADS_URL_PREFIX.length));
  }

  /** The bytes of a stored file, or null when there is none (tests and the backup tools read files this way). */
  async read(name: string): Promise<Buffer | null> {
    const file = await this.find(name);
    if (!file) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of (await this.bucket()).openDownloadStream(file._id)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  /** Names of every stored file, sorted. */
  async list(): Promise<string[]> {
    const files = await (await this.bucket()).find({}, { projection: { filename: 1 } }).toArray();
    return files.map((f) => f.filename).sort();
  }

  /**
   * Express handler for `GET|HEAD /uploads/<name>`: 200 with the file, `Content-Type` from its
   * metadata, `Cache-Control: public, max-age=31536000, immutable` and `ETag` (the name: content never
   * changes under it); 304 to a matching `If-None-Match`; a plain 404 JSON body for an unknown or
   * unsafe name (never the SPA).
   */
  readonly serve = (req: Request, res: Response, next: NextFunction): void => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      next();
      return;
    }
    let name: string;
    try {
      name = decodeURIComponent(req.path.replace(/^\//, ''));
    } catch {
      name = '';
    }
    const notFound = () => res.status(404).json({ code: 'NOT_FOUND', message: 'File not found.' });
    if (!SAFE_NAME.test(name)) return void notFound();
    void (async () => {
      const file = await this.find(name);
      if (!file) return notFound();
      const etag = `"${name}"`;
      res.setHeader('Cache-Control', IMMUTABLE);
      res.setHeader('ETag', etag);
      if (req.headers['if-none-match']?.split(/\s*,\s*/).some((t) => t === etag || t === `W/${etag}` || t === '*')) {
        return res.status(304).end();
      }
      res.setHeader('Content-Type', file.metadata?.contentType ?? 'application/octet-stream');
      res.setHeader('Content-Length', String(file.length));
      res.setHeader('X-Content-Type-Options', 'nosniff');
      if (req.method === 'HEAD') return res.status(200).end();
      const stream = (await this.bucket()).openDownloadStream(file._id);
      stream.once('error', (err) => (res.headersSent ? res.destroy(err) : next(err)));
      stream.pipe(res);
    })().catch(next);
  };

  private async find(name: string): Promise<StoredFile | null> {
    const [file] = await (await this.bucket()).find({ filename: name }).sort({ uploadDate: 1 }).limit(1).toArray();
    return file ?? null;
  }

  /** The bucket, once the (lazily opened) connection is up. */
  private async bucket(): Promise<mongo.GridFSBucket> {
    if (!this.gridFs) {
      await this.connection.asPromise();
      this.gridFs = new mongo.GridFSBucket(this.connection.db!, { bucketName: UPLOADS_BUCKET });
    }
    return this.gridFs;
  }
}
