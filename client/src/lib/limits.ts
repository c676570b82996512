/**
 * The limits and durations the server enforces, and the closed lists of values it accepts, from the files both
 * workspaces read (server/src/common/validation/limits.ts and choices.ts: plain constants). With lib/site.ts and
 * lib/money-rules.ts, the only client files that import from server/ (the boundary lint allows these three).
 */
export * from '../../../server/src/common/validation/limits';
export * from '../../../server/src/common/validation/choices';
