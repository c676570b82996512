/** The orders module's public types (the schemas and repositories stay private to the module). */
export { OrderStatus } from './order.schema.js';
export { RefundSource, RefundStatus } from './order-refund.schema.js';
export type { DayStats } from './order-stats.repository.js';
