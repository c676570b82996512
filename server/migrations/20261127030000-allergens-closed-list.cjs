// Allergens became a closed list (the GraphQL enum `Allergen`, docs/decisions.md "Allergens as a closed
// list"). This maps the free text stored before ("Peanuts", "dairy", "tree nuts", "soya", "shellfish")
// onto it in meals and customers' nutrition profiles, with the app's own code
// (dist/ops/allergen-migration.js). Words that match no allergen are logged with the document id and
// counted in the output line; the old list is kept in `legacyAllergens` beside the new one. Idempotent:
// lists already on the closed list are skipped.
const { join } = require('node:path');
const { pathToFileURL } = require('node:url');

const dist = (path) => pathToFileURL(join(__dirname, '..', 'dist', path)).href;

/** @param {import('mongodb').Db} db */
async function up(db) {
  const { migrateAllergens } = await import(dist('ops/allergen-migration.js'));
  const r = await migrateAllergens(db, (line) => console.log(line));
  console.log(
    `allergens-closed-list: meals ${r.meals.rewritten} of ${r.meals.scanned} rewritten (${r.meals.unknownWords} unknown words), ` +
      `users ${r.users.rewritten} of ${r.users.scanned} rewritten (${r.users.unknownWords} unknown words)`,
  );
}

/** @param {import('mongodb').Db} db */
async function down(db) {
  const { restoreLegacyAllergens } = await import(dist('ops/allergen-migration.js'));
  console.log(`allergens-closed-list: ${await restoreLegacyAllergens(db)} free-text lists restored`);
}

module.exports = { up, down };
