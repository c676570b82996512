import { Injectable } from '@nestjs/common';
import { accountSearch } from '../users/account-search.rules.js';
import { Role } from '../../common/auth/roles.decorator.js';
import { isObjectIdString } from '../../common/database/object-id.js';
import { totalPagesOf } from '../../common/paging/page-query.dto.js';
import { sortSpec } from '../../common/paging/sort.js';
import { OrdersService } from '../orders/orders.service.js';
import type { SubscriptionWithNames } from '../subscriptions/subscriptions.types.js';
import { SubscriptionsService, toSubscriptionSummaryFields } from '../subscriptions/subscriptions.service.js';
import { Language } from '../../common/i18n/language.js';
import { DeliveryStatus } from '../subscriptions/subscriptions.types.js';
import { PlanStatus, type User } from '../users/users.types.js';
import { UsersService } from '../users/users.service.js';
import { toAccountContact, toDeliveryAddressObject } from '../users/users.service.js';
import { CustomerErrors } from './customers.errors.js';
import { CustomerSortField, type CustomerListArgs } from './dto/customer.args.js';
import type { AdminCustomerObject, CustomerObject, CustomerPage, CustomerSubscriptionObject } from './dto/customer.objects.js';
import { inBatches, type CsvCells } from '../../common/http/csv-stream.js';

/** Columns of the customer CSV export. */
export const CUSTOMER_CSV_HEADER = [
  'name',
  'email',
  'phone',
  'planStatus',
  'active',
  'emailVerified',
  'area',
  'building',
  'apartment',
  'city',
  'createdAt',
] as const;

/** Stored paths of the sortable customer columns (each has a `{ role, path, _id }` index, see user.schema.ts). */
export const CUSTOMER_SORT_PATHS: Record<CustomerSortField, string> = {
  fullName: 'fullName',
  email: 'email',
  phoneNo: 'phoneNo',
  planStatus: 'planStatus',
  createdAt: 'createdAt',
};
/** The customer list's natural order: newest first. */
export const CUSTOMER_DEFAULT_SORT = { createdAt: -1, _id: -1 } as const;
/** Customer columns with unique values (sorted without an `_id` tie-break). */
export const CUSTOMER_UNIQUE_SORTS: readonly CustomerSortField[] = [CustomerSortField.email, CustomerSortField.phoneNo];

function toCustomerObject(u: User, paused: boolean): CustomerObject {
  return {
    ...toAccountContact(u),
    image: u.image ?? null,
    planStatus: paused && u.planStatus === PlanStatus.Active ? PlanStatus.Paused : u.planStatus,
    active: u.active,
    emailVerified: u.emailVerified,
    deliveryAddress: toDeliveryAddressObject(u.deliveryAddress),
    createdAt: u.createdAt,
  };
}

/** A customer's subscription for the staff customer page, its plan name in `lang`. */
function toSubscriptionSummary(s: SubscriptionWithNames, lang: Language): CustomerSubscriptionObject {
  const count = (status: DeliveryStatus) => s.planMeals.filter((m) => m.deliveryStatus === status).length;
  return {
    ...toSubscriptionSummaryFields(s, lang),
    status: s.status,
    totalMeals: s.planMeals.length,
    pendingMeals: count(DeliveryStatus.Pending),
    outForDeliveryMeals: count(DeliveryStatus.OutForDelivery),
    deliveredMeals: count(DeliveryStatus.Delivered),
    cancelledMeals: count(DeliveryStatus.Cancelled),
  };
}

/** The staff customer list and customer page (dashboard customers, order/user/{id}). */
@Injectable()
export class CustomersService {
  constructor(
    private readonly users: UsersService,
    private readonly orders: OrdersService,
    private readonly subscriptions: SubscriptionsService,
  ) {}

  /**
   * Accounts with role user, paged; `search` matches name, e-mail or phone (case-insensitive,
   * every page); sort by a whitelisted column (default newest first); optional plan status filter.
   * The list shows the stored plan status, the one it filters and sorts by (a running pause shows
   * on the customer page); it also spares the grid a subscription lookup per page.
   */
  async page(args: CustomerListArgs): Promise<CustomerPage> {
    const sort = sortSpec(args.sortBy, args.sortDir, CUSTOMER_SORT_PATHS, CUSTOMER_DEFAULT_SORT, CUSTOMER_UNIQUE_SORTS);
    const { rows, total } = await this.users.findPage(
      { roles: [Role.User], search: accountSearch(args.search), planStatus: args.planStatus ?? undefined },
      args.page,
      args.limit,
      sort,
    );
    return { data: rows.map((u) => toCustomerObject(u, false)), total, totalPages: totalPagesOf(total, args.limit) };
  }

  /**
   * The CSV export of the customer grid (`GET /api/customers/export.csv`): every customer matching the
   * grid's filters, search and sort (not only a page), as rows of {@link CUSTOMER_CSV_HEADER},
   * read from a cursor in batches of 500. Dates ISO 8601 UTC.
   */
  async *exportRows(args: CustomerListArgs): AsyncGenerator<CsvCells[]> {
    const sort = sortSpec(args.sortBy, args.sortDir, CUSTOMER_SORT_PATHS, CUSTOMER_DEFAULT_SORT, CUSTOMER_UNIQUE_SORTS);
    const cursor = this.users.cursorFor(
      { roles: [Role.User], search: accountSearch(args.search), planStatus: args.planStatus ?? undefined },
      sort,
    );
    for await (const batch of inBatches(cursor, 500)) {
      yield batch.map((u) => [
        u.fullName,
        u.email,
        u.phoneNo,
        u.planStatus,
        u.active ? 'yes' : 'no',
        u.emailVerified ? 'yes' : 'no',
        u.deliveryAddress?.area,
        u.deliveryAddress?.building,
        u.deliveryAddress?.apartment,
        u.deliveryAddress?.city,
        u.createdAt,
      ]);
    }
  }

  /**
   * One customer with their subscriptions (plan names in `lang`) and orders, newest first.
   * @throws NOT_FOUND 'Customer not found.'
   */
  async get(id: string, lang: Language = Language.en): Promise<AdminCustomerObject> {
    const u = isObjectIdString(id) ? await this.users.findById(id) : null;
    if (!u || u.role !== Role.User) throw CustomerErrors.notFound();
    const [paused, subscriptions, orders] = await Promise.all([
      this.subscriptions.pausedToday([id]),
      this.subscriptions.listForUserWithNames(id),
      this.orders.forUser(id),
    ]);
    return {
      profile: toCustomerObject(u, paused.has(id)),
      subscriptions: subscriptions.map((s) => toSubscriptionSummary(s, lang)),
      orders,
    };
  }

  /** Whether `id` is a customer account (role user). */
  async exists(id: string): Promise<boolean> {
    const u = isObjectIdString(id) ? await this.users.findById(id) : null;
    return u?.role === Role.User;
  }
}
