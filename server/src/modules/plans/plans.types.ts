/** The plans module's public constants and types (read by pricing, checkout and discount codes). */

/** The trial duration's label, from the limits both workspaces read. */
export { TRIAL_DURATION } from '../../common/validation/limits.js';
