/**
 * The generated user fields the session stores, for lib/session.ts (lib/ reaches generated/ only through lib/hooks/).
 * A file of its own: the session hooks use lib/session.ts, so a re-export from them would be a cycle.
 */
export type { UserFieldsFragment } from '../../generated/graphql';
