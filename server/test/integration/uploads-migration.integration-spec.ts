import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { GridFsStorage } from '../../src/modules/uploads/gridfs.storage.js';
import { moveLocalUploads } from '../../src/modules/uploads/move-local-uploads.js';
import { createTestApp, type TestApp } from '../setup/test-app.js';

/** Images stored on the local disk before GridFS keep their URLs once `npm run uploads:migrate` moved them. */

let t: TestApp;
let dir: string;

beforeAll(async () => {
  t = await createTestApp();
  dir = await mkdtemp(join(tmpdir(), 'ff-legacy-uploads-'));
});

afterAll(async () => {
  await t?.close();
  await rm(dir, { recursive: true, force: true });
});

it('copies the legacy folder into GridFS under the same names, serves them, and is idempotent', async () => {
  const legacy = '0f8fad5b-d9cb-469f-a165-70867728950e-q80.webp';
  const bytes = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#2d6a4f' } })
    .webp()
    .toBuffer();
  await writeFile(join(dir, legacy), bytes);
  await writeFile(join(dir, '.hidden.webp'), bytes);
  await writeFile(join(dir, 'notes.txt'), 'not an image');

  const first = await moveLocalUploads(t.app.get(GridFsStorage), dir);
  expect(first).toEqual({ moved: 1, present: 0, skipped: ['.hidden.webp', 'notes.txt'] });

  const served = await t.http
    .get(`/uploads/${legacy}`)
    .buffer(true)
    .parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => cb(null, Buffer.concat(chunks)));
    });
  expect(served.status).toBe(200);
  expect(served.headers['content-type']).toBe('image/webp');
  expect(Buffer.compare(served.body as Buffer, bytes)).toBe(0);

  const second = await moveLocalUploads(t.app.get(GridFsStorage), dir);
  expect(second).toMatchObject({ moved: 0, present: 1 });
  expect(await t.app.get(GridFsStorage).list()).toEqual([legacy]);
});

it('a missing folder moves nothing', async () => {
  expect(await moveLocalUploads(t.app.get(GridFsStorage), join(dir, 'nope'))).toEqual({ moved: 0, present: 0, skipped: [] });
});
