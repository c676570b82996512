/**
 * The orders module's public pure rules (no I/O): how the analytics read the daily order counters.
 * Defined beside the counters' repository; exported here so that file stays private.
 */
export { countersAgree, dayCount } from './order-stats.repository.js';
