/**
 * The server's money arithmetic the client needs to show a figure before the server answers, from the one pure
 * file both workspaces read (server/src/common/format/money.ts: plain functions, no imports), so a preview and
 * the server agree to the fils.
 */
export { lessPercent, percentOf } from '../../../server/src/common/format/money';
