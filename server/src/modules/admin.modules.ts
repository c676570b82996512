import { AdminsModule } from './admins/admins.module.js';
import { AnalyticsModule } from './analytics/analytics.module.js';
import { AuditModule } from './audit/audit.module.js';
import { DeliverySlotsModule } from './delivery-slots/delivery-slots.module.js';
import { HolidaysModule } from './holidays/holidays.module.js';
import { CustomersModule } from './customers/customers.module.js';
import { DeliveriesModule } from './deliveries/deliveries.module.js';
import { KitchenModule } from './kitchen/kitchen.module.js';
import { NoticesModule } from './notices/notices.module.js';

/**
 * The admin dashboard's own modules, listed once so the root module needs one line.
 * Menu, plans, promotions, discount codes and orders are managed inside their own modules.
 */
export const AdminModules = [
  CustomersModule,
  DeliveriesModule,
  AnalyticsModule,
  KitchenModule,
  NoticesModule,
  AdminsModule,
  AuditModule,
  DeliverySlotsModule,
  HolidaysModule,
];
