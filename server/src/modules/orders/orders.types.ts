/** The orders module's public types (the schemas and repositories stay private to the module). */
export { OrderStatus, RefundSource, RefundStatus } from './order.schema.js';
export type { DayStats } from './order-stats.repository.js';
