import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../common/config/config.tokens.js';
import type { AppConfig } from '../../common/config/config.schema.js';
import type { StorageService } from './storage.js';

/** The URL path the uploads folder is served at (app.setup.ts). */
export const UPLOADS_URL_PREFIX = '/uploads/';

/** Names this storage writes: letters, digits, dot, dash, underscore; no path separators, no leading dot. */
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/**
 * Files in `UPLOADS_DIR` (default `uploads`, relative to the server's working directory), served
 * read-only at `/uploads/<name>` by app.setup.ts. URLs are site-relative, e.g. `/uploads/<uuid>-q80.webp`.
 */
@Injectable()
export class LocalDiskStorage implements StorageService {
  private readonly root: string;

  constructor(@Inject(APP_CONFIG) cfg: AppConfig) {
    this.root = resolve(cfg.UPLOADS_DIR);
  }

  async save(buffer: Buffer, name: string): Promise<string> {
    if (!SAFE_NAME.test(name)) throw new Error(`Unsafe upload name "${name}"`);
    await mkdir(this.root, { recursive: true });
    await writeFile(join(this.root, name), buffer, { flag: 'wx' });
    return `${UPLOADS_URL_PREFIX}${name}`;
  }

  async delete(url: string): Promise<void> {
    if (!this.owns(url)) return;
    try {
      await unlink(join(this.root, url.slice(UPLOADS_URL_PREFIX.length)));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }

  owns(url: string): boolean {
    return typeof url === 'string' && url.startsWith(UPLOADS_URL_PREFIX) && SAFE_NAME.test(url.slice(UPLOADS_URL_PREFIX.length));
  }
}
