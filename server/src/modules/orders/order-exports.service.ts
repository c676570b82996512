import { Injectable } from '@nestjs/common';
import { formatDayLabel } from '../../common/format/dates.js';
import { aedAmount, taxableAmount, vatBaseOf } from '../../common/format/money.js';
import { inBatches, type CsvCells } from '../../common/http/csv-stream.js';
import { PlansService } from '../plans/plans.service.js';
import { UsersService } from '../users/users.service.js';
import type { OrderListArgs } from './dto/admin-order.objects.js';
import { orderListFilter, orderSort } from './order-lists.js';
import { OrderRepository } from './orders.repository.js';

/** The stored fields the order export reads. */
const ORDER_EXPORT_FIELDS = {
  orderNumber: 1,
  createdAt: 1,
  user: 1,
  'packageInfo.package': 1,
  'packageInfo.days': 1,
  'packageInfo.startDate': 1,
  'packageInfo.endDate': 1,
  orderType: 1,
  status: 1,
  price: 1,
  'discountCode.code': 1,
} as const;
/** At most this many customers are remembered between export batches (a few MB). */
const EXPORT_CUSTOMER_CACHE = 20_000;

/**
 * Columns of the order CSV export (money in AED, 2 decimals). `taxableAed` is what the VAT was charged on
 * (subtotal less discount; the subtotal for orders sold under the spec's VAT base), so vatAed is its 5%.
 */
export const ORDER_CSV_HEADER = [
  'orderNumber',
  'placedAt',
  'customer',
  'email',
  'phone',
  'plan',
  'duration',
  'orderType',
  'status',
  'subtotalAed',
  'discountAed',
  'taxableAed',
  'vatAed',
  'deliveryFeeAed',
  'totalAed',
  'discountCode',
  'startDate',
  'endDate',
] as const;

/** The staff CSV export of the orders grid. */
@Injectable()
export class OrderExportsService {
  constructor(
    private readonly orders: OrderRepository,
    private readonly users: UsersService,
    private readonly plans: PlansService,
  ) {}

  /**
   * The CSV export of the order grid (`GET /api/orders/export.csv`): every order matching the grid's
   * filters, search and sort (not only a page), as rows of {@link ORDER_CSV_HEADER}, read from a
   * cursor in batches of 1,000 with one lookup per batch for customers not seen recently. Money AED
   * with 2 decimals, dates ISO 8601 UTC.
   */
  async *exportRows(args: OrderListArgs): AsyncGenerator<CsvCells[]> {
    const sort = orderSort(args);
    const filter = await orderListFilter(args, (text) => this.plans.findNamesMatching(text));
    // Customers seen in recent batches (they repeat across orders), capped so memory stays bounded.
    const known = new Map<string, { fullName: string; email: string; phoneNo: string }>();
    for await (const batch of inBatches(this.orders.cursorFor(filter, sort, ORDER_EXPORT_FIELDS), 1000)) {
      const missing = [...new Set(batch.map((o) => o.user.toString()))].filter((id) => !known.has(id));
      if (known.size + missing.length > EXPORT_CUSTOMER_CACHE) known.clear();
      for (const u of missing.length ? await this.users.findContacts(missing) : []) known.set(u._id.toString(), u);
      yield batch.map((o) => {
        const c = known.get(o.user.toString());
        return [
          o.orderNumber,
          o.createdAt,
          c?.fullName,
          c?.email,
          c?.phoneNo,
          o.packageInfo.package,
          o.packageInfo.days,
          o.orderType,
          o.status,
          aedAmount(o.price.subtotal),
          aedAmount(o.price.discount),
          aedAmount(taxableAmount(o.price.subtotal, o.price.discount, vatBaseOf(o.price))),
          aedAmount(o.price.vat),
          aedAmount(o.price.deliveryFee),
          aedAmount(o.price.total),
          o.discountCode?.code,
          formatDayLabel(o.packageInfo.startDate),
          formatDayLabel(o.packageInfo.endDate),
        ];
      });
    }
  }
}
