// Every stored delivery day of every subscription is a Dubai day label (docs/decisions/0087-dubai-days-and-delivery-weeks.md):
// the start and end, the planned meals' days and the pauses' ranges, with the app's own code
// (dist/ops/day-labels-migration.js). The app has always written labels (UTC midnight of the calendar date), so on
// its own data this moves nothing; a day stored as an instant (a hand import, an old API client sending Dubai
// midnight, 20:00 UTC the evening before) becomes the Dubai day it falls in. Idempotent. `down` changes nothing:
// a label cannot be turned back into the instant it replaced.
const { join } = require('node:path');
const { pathToFileURL } = require('node:url');

const dist = (path) => pathToFileURL(join(__dirname, '..', 'dist', path)).href;

/** @param {import('mongodb').Db} db */
async function up(db) {
  const { migrateDayLabels } = await import(dist('ops/day-labels-migration.js'));
  const r = await migrateDayLabels(db);
  console.log(`dubai-day-labels: ${r.moved} of ${r.scanned} subscriptions had days stored as instants, now Dubai day labels`);
}

async function down() {
  console.log('dubai-day-labels: nothing to undo (labels stay labels)');
}

module.exports = { up, down };
