import { readdir, readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { GridFsStorage } from './gridfs.storage.js';

/** Content types of the files the disk storage wrote (it only ever wrote WebP). */
const CONTENT_TYPES: Record<string, string> = { '.webp': 'image/webp', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg' };

/** What {@link moveLocalUploads} did. */
export interface MoveReport {
  /** Files written into GridFS. */
  moved: number;
  /** Files already in GridFS under the same name (an earlier run). */
  present: number;
  /** Files left alone (unknown type or unsafe name). */
  skipped: string[];
}

/**
 * Copies every image from the folder the app used before GridFS (`UPLOADS_DIR`) into the GridFS
 * bucket under the same name, so the URLs stored in profiles, meals, plans and blogs keep working.
 * Idempotent: a name already in GridFS is not written again. The folder is left as it was (delete it
 * once the app runs on GridFS). A missing folder moves nothing.
 */
export async function moveLocalUploads(storage: GridFsStorage, dir: string): Promise<MoveReport> {
  const report: MoveReport = { moved: 0, present: 0, skipped: [] };
  const names = await readdir(dir).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [] as string[];
    throw err;
  });
  for (const name of names.sort()) {
    const type = CONTENT_TYPES[extname(name).toLowerCase()];
    if (!type || !storage.owns(`/uploads/${name}`)) {
      report.skipped.push(name);
      continue;
    }
    const saved = await storage.save(await readFile(join(dir, name)), name, type);
    if (saved.created) report.moved += 1;
    else report.present += 1;
  }
  return report;
}
