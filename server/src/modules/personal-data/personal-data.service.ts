import { Inject, Injectable } from '@nestjs/common';
import type { AuthUser } from '../../common/auth/current-user.decorator.js';
import { Role } from '../../common/auth/roles.decorator.js';
import { Clock } from '../../common/clock.js';
import type { AppConfig } from '../../common/config/config.schema.js';
import { APP_CONFIG } from '../../common/config/config.tokens.js';
import { isObjectIdString } from '../../common/database/object-id.js';
import { AppError } from '../../common/errors/app-error.js';
import { Language } from '../../common/i18n/language.js';
import { AmbassadorsService } from '../ambassadors/ambassadors.service.js';
import { AuditService } from '../audit/audit.service.js';
import { SessionsService } from '../auth/sessions.service.js';
import { ContactService } from '../contact/contact.service.js';
import { DeliverySlotsService } from '../delivery-slots/delivery-slots.service.js';
import { DeliveryAddressesService } from '../delivery-addresses/delivery-addresses.service.js';
import { LegalService } from '../legal/legal.service.js';
import { MailerService } from '../notifications/mailer.service.js';
import { NewslettersService } from '../newsletters/newsletters.service.js';
import { NoticesService } from '../notices/notices.service.js';
import { CancellationService } from '../orders/cancellation.service.js';
import { OrdersService } from '../orders/orders.service.js';
import { ProfileService } from '../profile/profile.service.js';
import { SubscriptionsService, toUserSubscriptionObject } from '../subscriptions/subscriptions.service.js';
import { SubscriptionStatus } from '../subscriptions/subscriptions.types.js';
import { UsersService } from '../users/users.service.js';
import type { User } from '../users/users.types.js';
import type { AccountClosureObject } from './dto/personal-data.objects.js';
import { PersonalDataErrors } from './personal-data.errors.js';
import { personalDataRows, type PersonalDataRow } from './personal-data.rules.js';
import { SavedCardsService } from '../payments/saved-cards.service.js';

/** A customer's data as exported: one key per section (see {@link PersonalDataService.exportOf}). */
export type PersonalDataExport = Record<string, unknown>;

const RUNNING = new Set<string>([SubscriptionStatus.Active, SubscriptionStatus.Paused]);

/**
 * The customer's rights over their personal data (Federal Decree-Law 45/2021, UAE PDPL): access (a download
 * of everything kept about them, JSON or CSV) and erasure (closing the account). Customers act on their own
 * account; staff on any customer's, each action in the audit log. Nothing here is kept in memory between
 * requests.
 */
@Injectable()
export class PersonalDataService {
  constructor(
    private readonly users: UsersService,
    private readonly profile: ProfileService,
    private readonly orders: OrdersService,
    private readonly cancellation: CancellationService,
    private readonly subscriptions: SubscriptionsService,
    private readonly slots: DeliverySlotsService,
    private readonly deliveryAddresses: DeliveryAddressesService,
    private readonly notices: NoticesService,
    private readonly legal: LegalService,
    private readonly sessions: SessionsService,
    private readonly newsletters: NewslettersService,
    private readonly contact: ContactService,
    private readonly ambassadors: AmbassadorsService,
    private readonly audit: AuditService,
    private readonly mailer: MailerService,
    private readonly savedCards: SavedCardsService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly cfg: AppConfig,
  ) {}

  /**
   * The customer's data: `profile` (account, language, e-mail choices, nutrition profile), `addresses` (the whole
   * address book), `deliveryAddressRules` (weekday rules and days moved to another address),
   * `orders` (amounts in fils, with refunds and invoice numbers), `subscriptions` (each planned meal),
   * `scheduleChanges` (pauses, skips, cancellations), `deliverySlots`, `notifications` (in-app inbox), `savedCard`
   * (brand, last 4 and expiry of the card kept for renewals, or null),
   * `consents` (legal versions accepted), and what was sent from the public forms with their e-mail
   * (`newsletter`, `contactRequests`, `ambassadorApplications`). Nothing of another customer.
   * Staff calls are written to the audit log.
   * @throws NOT_FOUND (unknown id, or not a customer's account)
   */
  async exportOf(caller: AuthUser, customerId: string, lang: Language = Language.en, ip?: string): Promise<PersonalDataExport> {
    const user = await this.customer(customerId);
    if (caller.role !== Role.User) await this.audit.recordRead('personalDataExport', caller, ip, 'users', customerId);
    const owner: AuthUser = { id: customerId, role: Role.User };
    const [
      orders,
      subscriptions,
      deliverySlots,
      notifications,
      consents,
      newsletter,
      contactRequests,
      ambassadorApplications,
      savedCard,
      book,
    ] = await Promise.all([
      this.orders.forUser(customerId),
      this.subscriptions.listForUserWithNames(customerId),
      this.slots.mine(owner),
      this.notices.everyNoticeOf(owner, lang),
      this.legal.consentsOf(customerId),
      this.newsletters.recordsOfEmail(user.email),
      this.contact.recordsOfEmail(user.email),
      this.ambassadors.recordsOfEmail(user.email),
      this.savedCards.cardOf(customerId),
      this.deliveryAddresses.exportOf(customerId),
    ]);
    const now = this.clock.now();
    return {
      exportedAt: now,
      controller: this.cfg.SUPPLIER_NAME,
      profile: {
        id: user._id.toString(),
        fullName: user.fullName,
        email: user.email,
        phoneNo: user.phoneNo,
        image: user.image ?? null,
        language: user.language ?? Language.en,
        emailVerified: user.emailVerified,
        planStatus: user.planStatus,
        emailsSwitchedOff: user.emailOptOut ?? [],
        nutritionProfile: user.nutritionProfile ?? null,
        createdAt: user.createdAt,
        updatedAt: user.updatedAt,
      },
      addresses: book.addresses,
      deliveryAddressRules: { weekdayRules: book.weekdayRules, movedDays: book.movedDays },
      orders,
      subscriptions: subscriptions.map((s) => toUserSubscriptionObject(s, now, null, lang)),
      scheduleChanges: subscriptions.flatMap((s) => [
        ...(s.pauses ?? []).map((p) => ({
          subscriptionId: s._id.toString(),
          change: p.from.getTime() === p.to.getTime() ? 'skip' : 'pause',
          from: p.from,
          to: p.to,
        })),
        ...(s.cancelledAt ? [{ subscriptionId: s._id.toString(), change: 'cancellation', from: s.cancelledAt, to: null }] : []),
      ]),
      deliverySlots,
      notifications,
      consents,
      savedCard,
      newsletter,
      contactRequests,
      ambassadorApplications,
    };
  }

  /** {@link exportOf} as the rows of the CSV download (`section,record,field,value`). */
  async exportRowsOf(caller: AuthUser, customerId: string, lang: Language = Language.en, ip?: string): Promise<PersonalDataRow[]> {
    return personalDataRows(await this.exportOf(caller, customerId, lang, ip));
  }

  /**
   * `closeMyAccount`: closes the caller's own account once their password is checked (wrong passwords are
   * counted as for a password change). See {@link close}.
   * @throws WRONG_PASSWORD, RATE_LIMITED, ACCOUNT_CLOSED, SCHEDULE_CHANGED
   */
  async closeMine(caller: AuthUser, password: string): Promise<AccountClosureObject> {
    const user = await this.profile.checkPassword(caller, password);
    return this.close(user, caller);
  }

  /**
   * Staff: closes a customer's account once the staff member typed the customer's e-mail (any case).
   * Audited (the entry records that the account was closed, never the erased details). See {@link close}.
   * @throws NOT_FOUND, VALIDATION_FAILED (confirmation), ACCOUNT_CLOSED, SCHEDULE_CHANGED
   */
  async closeCustomer(caller: AuthUser, customerId: string, confirmation: string): Promise<AccountClosureObject> {
    const user = await this.customer(customerId);
    if (confirmation.trim().toLowerCase() !== user.email) throw PersonalDataErrors.confirmationMismatch();
    return this.close(user, caller);
  }

  /**
   * Closes a customer's account, in this order, each step safe to repeat:
   * 1. each running plan is cancelled by the customer cancellation (docs/decisions/0020): deliveries past the
   *    cut-off cancelled and refunded to the card, meal by meal;
   * 2. each order keeps the name and one-line address its tax documents print (VAT law: kept five years);
   * 3. the account is erased in one conditional update (placeholder name, e-mail and phone; no address,
   *    picture, nutrition profile or address book; sign-in off; every token refused on every instance), and the copies of
   *    the name and phone on the orders follow;
   * 4. the weekday address rules and moved days, pending codes, notice reads, notices sent to them alone (and the audit log's copy of their words), what the public forms kept under the e-mail and the copies kept of the
   *    mails sent to it are deleted.
   * Orders, subscriptions, consents and tax documents stay under the pseudonymous account id.
   * @throws ACCOUNT_CLOSED when it was closed already or in parallel
   */
  private async close(user: User, caller: AuthUser): Promise<AccountClosureObject> {
    if (user.closedAt) throw PersonalDataErrors.alreadyClosed();
    const owner: AuthUser = { id: user._id.toString(), role: Role.User };
    let cancelledPlans = 0;
    let refunded = 0;
    for (const s of await this.subscriptions.listForUserWithNames(owner.id)) {
      if (!RUNNING.has(s.status)) continue;
      try {
        refunded += (await this.cancellation.cancel(owner, s._id.toString())).refund;
        cancelledPlans++;
      } catch (err) {
        // Cancelled in between (by the customer, staff, or the daily job ending it): nothing left to cancel.
        if (!(err instanceof AppError && err.code === 'SUBSCRIPTION_NOT_ACTIVE')) throw err;
      }
    }
    const keptInvoices = await this.orders.keepInvoiceCustomer(user);
    const now = this.clock.now();
    const closed = await this.users.closeAccount(user._id, now);
    if (!closed) throw PersonalDataErrors.alreadyClosed();
    await Promise.all([
      this.sessions.forgetAccount(user._id, caller),
      this.notices.forgetReader(user._id).then((ids) => this.audit.eraseValuesOf('notices', ids)),
      this.newsletters.forgetEmail(user.email),
      this.contact.forgetEmail(user.email),
      this.ambassadors.forgetEmail(user.email),
      this.mailer.forgetRecipient(user.email),
      this.savedCards.forgetUser(user._id.toString()),
      this.deliveryAddresses.forgetUser(user._id.toString()),
    ]);
    return { closedAt: now, cancelledPlans, refunded, keptInvoices };
  }

  /** A customer's account by id. @throws NOT_FOUND (unknown, malformed, or staff) */
  private async customer(id: string): Promise<User> {
    const user = isObjectIdString(id) ? await this.users.findById(id) : null;
    if (!user || user.role !== Role.User) throw PersonalDataErrors.customerNotFound();
    return user;
  }
}
