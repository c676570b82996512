/** The MongoDB the tests use: `MONGODB_URI`, else the local FerretDB of `scripts/services.sh`. */
export const DEFAULT_TEST_MONGODB_URI = 'mongodb://127.0.0.1:27017';

/** The base database name when `MONGODB_URI` names none. */
const DEFAULT_BASE_DB = 'ff_test';

const URI_PARTS = /^(mongodb(?:\+srv)?:\/\/[^/?]+)(?:\/([^?]*))?(\?.*)?$/;

/** Splits a MongoDB URI into its server part, database name and options. */
export function parseMongoUri(uri: string): { server: string; database: string; options: string } {
  const m = URI_PARTS.exec(uri);
  if (!m) throw new Error(`MONGODB_URI must look like mongodb://host:port[/db][?options], got "${uri}"`);
  return { server: m[1]!, database: m[2] || DEFAULT_BASE_DB, options: m[3] ?? '' };
}

/** The test server URI from the environment. */
export function baseTestUri(env: NodeJS.ProcessEnv = process.env): string {
  return env.MONGODB_URI || DEFAULT_TEST_MONGODB_URI;
}

/**
 * A URI naming a database of its own, `<base>_<label>_<pid>`, so test files never share data and a
 * crashed run's leftovers can be recognised (and dropped) by the pid that is no longer running.
 */
export function uniqueDatabaseUri(label: string, env: NodeJS.ProcessEnv = process.env): { uri: string; database: string } {
  const { server, database: base, options } = parseMongoUri(baseTestUri(env));
  // Database names stay within 63 characters; the label is shortened, never the pid.
  const room = Math.max(1, Math.min(30, 63 - base.length - String(process.pid).length - 2));
  const clean =
    label
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, room) || 'x';
  const database = `${base}_${clean}_${process.pid}`;
  return { uri: `${server}/${database}${options}`, database };
}
