/**
 * The limits and durations the server enforces, from the one file both workspaces read
 * (server/src/common/validation/limits.ts: plain constants). The only client file that imports from server/.
 */
export * from '../../../server/src/common/validation/limits';
