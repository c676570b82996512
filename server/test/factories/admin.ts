import { getModelToken } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import { OrderStatsRepository } from '../../src/modules/orders/order-stats.repository.js';
import { Order, OrderStatus } from '../../src/modules/orders/order.schema.js';
import { OrderType } from '../../src/modules/pricing/pricing.rules.js';
import { customerSearchKeysOf } from '../../src/modules/users/account-search.rules.js';
import type { TestApp } from '../setup/test-app.js';
import { userModel } from './users.js';

let sequence = 0;

/** The app's real Mongoose model for orders. */
export function orderModel(t: Pick<TestApp, 'app'>): Model<Order> {
  return t.app.get<Model<Order>>(getModelToken(Order.name));
}

export interface OrderOptions {
  userId: string;
  planId?: string;
  planName?: string;
  /** Fils. */
  total?: number;
  orderType?: OrderType;
  status?: OrderStatus;
  createdAt?: Date;
  orderNumber?: string;
}

/**
 * Writes an order through the app's real Order model (validators run), as fulfilment would store it,
 * for list and analytics tests that need many orders or orders in the past. Paid orders with their
 * subscriptions come from `buyPaidSubscription` (signed webhooks) instead.
 */
export async function insertOrder(t: Pick<TestApp, 'app'>, o: OrderOptions): Promise<{ id: string; orderNumber: string }> {
  sequence += 1;
  const total = o.total ?? 100_000;
  const start = new Date(Date.UTC(2030, 0, 1));
  const orderNumber =
    o.orderNumber ?? `FF-300101-T${process.pid.toString(36).toUpperCase()}${sequence.toString(36).toUpperCase().padStart(3, '0')}`;
  // As fulfilment writes it: with a copy of the customer's search keys.
  const customer = await userModel(t).findById(o.userId, { fullName: 1, email: 1, phoneNo: 1 }).lean().exec();
  const doc = await orderModel(t).create({
    orderNumber,
    user: new Types.ObjectId(o.userId),
    ...(customer ? { customerSearch: customerSearchKeysOf(customer) } : {}),
    plan: new Types.ObjectId(o.planId ?? new Types.ObjectId().toString()),
    checkout: new Types.ObjectId(),
    packageInfo: {
      meals: ['Lunch'],
      mealsCount: 1,
      days: '1 Month',
      package: o.planName ?? 'Balanced',
      isCustom: { breakfast: 0, lunch: 0, dinner: 0, snack: 0 },
      startDate: start,
      endDate: new Date(start.getTime() + 27 * 86_400_000),
    },
    price: { subtotal: total, vat: 0, deliveryFee: 0, discount: 0, total },
    paymentIntentId: `pi_test_admin_${process.pid}_${sequence}_${Date.now().toString(36)}`,
    orderType: o.orderType ?? OrderType.Monthly,
    status: o.status ?? OrderStatus.Paid,
  });
  if (o.createdAt) await setCreatedAt(orderModel(t), doc._id, o.createdAt);
  // Counted as fulfilment counts a new order (after its createdAt moved, so on its final day).
  await t.app
    .get(OrderStatsRepository)
    .recordOrder({ _id: doc._id, status: doc.status, orderType: doc.orderType, createdAt: o.createdAt ?? doc.createdAt, price: { total } });
  return { id: doc._id.toString(), orderNumber };
}

/**
 * Moves a document's `createdAt`, e.g. an order of last month. Written through the model's own
 * collection: Mongoose treats `createdAt` as immutable and would drop it from an update.
 */
export async function setCreatedAt(model: Model<any>, id: Types.ObjectId | string, createdAt: Date): Promise<void> {
  await model.collection.updateOne({ _id: new Types.ObjectId(id.toString()) }, { $set: { createdAt } });
}

/** Moves a user's sign-up time. */
export function setUserCreatedAt(t: Pick<TestApp, 'app'>, id: string, createdAt: Date): Promise<void> {
  return setCreatedAt(userModel(t), id, createdAt);
}
