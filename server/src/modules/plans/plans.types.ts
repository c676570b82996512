/** The plans module's public constants and types (read by pricing, checkout and discount codes). */

/** The trial duration's label (spec section 4: "days equal to 7 Days" means trial). */
export const TRIAL_DURATION = '7 Days';
