// Images uploaded before they moved into GridFS lived in a folder on the server's disk (UPLOADS_DIR,
// default `uploads` under the server's working directory). This copies each of them into the GridFS
// bucket `uploads` under the same name, so the URLs stored in profiles, meals, plans and blogs keep
// working, with the app's own code (dist/modules/uploads/move-local-uploads.js, also behind
// `npm run uploads:migrate`). Idempotent: a name already in GridFS is not written again; a missing
// folder moves nothing. The folder itself is left as it was: delete it once this has run.
const { join, resolve } = require('node:path');
const { pathToFileURL } = require('node:url');
const mongoose = require('mongoose');

const dist = (path) => pathToFileURL(join(__dirname, '..', 'dist', path)).href;

/** @param {import('mongodb').Db} db @param {import('mongodb').MongoClient} client */
async function up(db, client) {
  const { GridFsStorage } = await import(dist('modules/uploads/gridfs.storage.js'));
  const { moveLocalUploads } = await import(dist('modules/uploads/move-local-uploads.js'));
  const connection = mongoose.createConnection().setClient(client).useDb(db.databaseName, { useCache: false });
  const dir = resolve(process.env.UPLOADS_DIR || 'uploads');
  const report = await moveLocalUploads(new GridFsStorage(connection), dir);
  console.log(`move-uploads-to-gridfs ${dir}: ${report.moved} moved, ${report.present} already in GridFS, ${report.skipped.length} skipped`);
}

/** Nothing to undo: the folder was only read, and the GridFS copies are what the stored URLs now point at. */
async function down() {}

module.exports = { up, down };
