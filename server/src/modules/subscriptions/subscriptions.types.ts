/** The subscriptions module's public types (the schema and repository stay private to the module). */
export { DELIVERY_STATUS_LABELS, DeliveryStatus, SubscriptionStatus } from './subscription.schema.js';
export type { PlannedMeal, Subscription, SubscriptionPause } from './subscription.schema.js';
export type { SubscriptionWithNames } from './subscriptions.repository.js';
export type { CancellationPlan } from './lifecycle.js';
