import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { hashPassword } from '../../common/auth/passwords.js';
import type { Types } from 'mongoose';
import type { AuthUser } from '../../common/auth/current-user.decorator.js';
import type { AccessTokenClaims } from '../../common/auth/token-validator.js';
import type { Role } from '../../common/auth/roles.decorator.js';
import type { TokenValidator } from '../../common/auth/token-validator.js';
import type { SortSpec } from '../../common/paging/sort.js';
import { CommonErrors } from '../../common/errors/app-error.js';
import { Language } from '../../common/i18n/language.js';
import type { DeliveryAddressObject } from './dto/delivery-address.object.js';
import type { UserObject } from './dto/user.object.js';
import type { AccountContactObject } from './dto/account-contact.object.js';
import { formatDeliveryAddress } from './delivery-address.js';
import { ChangeCounterRepository } from '../../common/versions/change-counters.repository.js';
import { UserRepository, type AccountListFilter, type DeliveryContact } from './users.repository.js';
import type { DeliveryAddressRecord, NutritionProfileRecord, PlanStatus, User } from './user.schema.js';

type UserId = string | Types.ObjectId;

/** Maps a stored delivery address to its GraphQL shape (absent optional parts become null), or null. */
export function toDeliveryAddressObject(a: DeliveryAddressRecord | null | undefined): DeliveryAddressObject | null {
  if (!a) return null;
  return {
    area: a.area,
    building: a.building,
    apartment: a.apartment || null,
    city: a.city,
    instructions: a.instructions || null,
    formatted: formatDeliveryAddress(a),
  };
}

/** The fields every staff view of an account starts with ({@link AccountContactObject}): id, full name, e-mail, phone (E.164). */
export function toAccountContact(u: Pick<User, '_id' | 'fullName' | 'email' | 'phoneNo'>): AccountContactObject {
  return { id: u._id.toString(), fullName: u.fullName, email: u.email, phoneNo: u.phoneNo };
}

/** Maps a stored user to its public shape (no hash, counters or token version). */
export function toUserObject(u: User): UserObject {
  return {
    ...toAccountContact(u),
    image: u.image ?? null,
    role: u.role,
    planStatus: u.planStatus,
    pausedUntil: u.pausedUntil,
    emailVerified: u.emailVerified,
    language: u.language ?? Language.en,
    deliveryAddress: toDeliveryAddressObject(u.deliveryAddress),
    createdAt: u.createdAt,
  };
}

/**
 * The users module's public API: account reads and writes for the other modules (the repository and
 * schema stay private to this module) and the token check of the access guard. Reads return lean
 * `User` objects (null when the account is unknown).
 */
@Injectable()
export class UsersService implements TokenValidator {
  private readonly contactListeners: ((user: User) => Promise<void>)[] = [];

  constructor(
    private readonly users: UserRepository,
    private readonly counters: ChangeCounterRepository,
  ) {}

  /** The signed-in user (`me`). @throws UNAUTHENTICATED when the account no longer exists. */
  async me(caller: AuthUser): Promise<UserObject> {
    const u = await this.users.findById(caller.id);
    if (!u) throw CommonErrors.unauthenticated();
    return toUserObject(u);
  }

  /**
   * Whether the account has a delivery address (checkout refuses to take a payment without one).
   * False for an unknown id.
   */
  async hasDeliveryAddress(id: string): Promise<boolean> {
    return Boolean((await this.users.findById(id))?.deliveryAddress);
  }

  /**
   * Accepts a token's account only when it is active and verified and its token version matches
   * (the auth module's SessionsService adds the denylist check).
   */
  async validate(claims: AccessTokenClaims): Promise<AuthUser | null> {
    if (typeof claims.sub !== 'string' || !/^[a-f0-9]{24}$/.test(claims.sub)) return null;
    const u = await this.users.findById(claims.sub);
    if (!u || !u.active || !u.emailVerified || u.tokenVersion !== claims.tv) return null;
    return { id: u._id.toString(), role: u.role };
  }

  /** The account with this id, or null. */
  findById(id: UserId): Promise<User | null> {
    return this.users.findById(id);
  }

  /** The account with this e-mail (matched lower-case), or null. */
  findByEmail(email: string): Promise<User | null> {
    return this.users.findByEmail(email);
  }

  /** The account with this phone number (E.164), or null. */
  findByPhone(phoneNo: string): Promise<User | null> {
    return this.users.findByPhone(phoneNo);
  }

  /** Every account holding this e-mail or this phone number (sign-up's uniqueness check). */
  findByEmailOrPhone(email: string, phoneNo: string): Promise<User[]> {
    return this.users.findByEmailOrPhone(email, phoneNo);
  }

  /** How many accounts have `role`. */
  countByRole(role: Role): Promise<number> {
    return this.users.countByRole(role);
  }

  /** Inserts an account. @throws the duplicate-key error (11000) of the unique e-mail / phone indexes. */
  create(data: Omit<Partial<User>, '_id'>): Promise<User> {
    return this.users.create(data);
  }

  /** Activates a pending account with its verified details. @returns the user, or null when already verified or gone. */
  activate(id: Types.ObjectId, details: Pick<User, 'fullName' | 'phoneNo' | 'passwordHash'>): Promise<User | null> {
    return this.users.activate(id, details);
  }

  /**
   * Sets name, phone (E.164) and image (`null` removes it), then runs the {@link onContactChanged} listeners
   * with the updated account. @returns the user, or null when gone; a taken phone fails with 11000.
   */
  async updateProfile(id: UserId, data: { fullName: string; phoneNo: string; image?: string | null }): Promise<User | null> {
    const user = await this.users.updateProfile(id, data);
    if (user) for (const listener of this.contactListeners) await listener(user);
    return user;
  }

  /**
   * Registers what another module does after an account's name or phone changed (the orders keep a copy of
   * them for the staff search). Each instance registers the same listeners at start-up; a listener runs in
   * the request that made the change, after it was stored, and its failure fails that request (the change is
   * kept; saving again repeats the listeners, which must be idempotent).
   */
  onContactChanged(listener: (user: User) => Promise<void>): void {
    this.contactListeners.push(listener);
  }

  /**
   * Stores a new password hash and bumps the token version, if it is still `expectedTokenVersion`; then moves the
   * shared `sessions` counter on, so every instance re-checks the tokens it keeps as valid. @returns the user, or null.
   */
  async changePassword(id: Types.ObjectId, expectedTokenVersion: number, passwordHash: string): Promise<User | null> {
    const user = await this.users.changePassword(id, expectedTokenVersion, passwordHash);
    if (user) await this.counters.bump('sessions');
    return user;
  }

  /** Signs the account out everywhere (every token issued before is refused, on every instance at once). */
  async bumpTokenVersion(id: UserId): Promise<void> {
    await this.users.bumpTokenVersion(id);
    await this.counters.bump('sessions');
  }

  /** Sets a new password hash after a proven reset and bumps the token version (every instance at once). @returns the user, or null when gone. */
  async resetPassword(id: Types.ObjectId, passwordHash: string): Promise<User | null> {
    const user = await this.users.resetPassword(id, passwordHash);
    await this.counters.bump('sessions');
    return user;
  }

  /** Replaces the nutrition profile. @returns the user, or null when gone. */
  setNutritionProfile(id: string, profile: NutritionProfileRecord): Promise<User | null> {
    return this.users.setNutritionProfile(id, profile);
  }

  /** Sets the customer's plan status (spec section 3 `plan_status`). */
  async setPlanStatus(id: Types.ObjectId, planStatus: PlanStatus): Promise<void> {
    await this.users.setPlanStatus(id, planStatus);
  }

  /**
   * Before a pause up to `day` (UTC midnight) is stored: records that the account may be paused until then
   * (`User.pausedUntil`, only ever raised), so the computed Paused status looks the pauses up only up to that day.
   */
  async raisePausedUntil(id: Types.ObjectId, day: Date): Promise<void> {
    await this.users.raisePausedUntil(id, day);
  }

  /** Inserts the account when no user has this e-mail (seed; idempotent). */
  upsertByEmail(data: Omit<Partial<User>, '_id'> & { email: string }): Promise<void> {
    return this.users.upsertByEmail(data);
  }

  /** Number of accounts, of one role when given. */
  count(filter: { role?: Role } = {}): Promise<number> {
    return this.users.count(filter);
  }

  /** One page of the admin account lists, in `sort` order, with the total. */
  findPage(q: AccountListFilter, page: number, limit: number, sort: SortSpec): Promise<{ rows: User[]; total: number }> {
    return this.users.findPage(q, page, limit, sort);
  }

  /** Every account matching the admin list's filters, read through a cursor (CSV export). */
  cursorFor(q: AccountListFilter, sort: SortSpec): AsyncIterable<User> {
    return this.users.cursorFor(q, sort);
  }

  /** Switches one optional e-mail kind off (`off`) or back on, atomically and idempotently; the updated user, or null. */
  setEmailOptOut(id: UserId, kind: string, off: boolean): Promise<User | null> {
    return this.users.setEmailOptOut(id, kind, off);
  }

  /** Sets the account's language; the updated user, or null when the account is gone. */
  setLanguage(id: UserId, language: Language): Promise<User | null> {
    return this.users.setLanguage(id, language);
  }

  /** Name, e-mail, phone and role of these accounts (unknown ids are missing). */
  findContacts(ids: UserId[]): Promise<Pick<User, '_id' | 'fullName' | 'email' | 'phoneNo' | 'role'>[]> {
    return this.users.findContacts(ids);
  }

  /** Name, phone, default delivery address and address book of these accounts (the kitchen manifest). */
  findDeliveryContacts(ids: UserId[]): Promise<DeliveryContact[]> {
    return this.users.findDeliveryContacts(ids);
  }

  /** Ids of the accounts with `role` and `planStatus`. */
  findIdsByPlanStatus(role: Role, planStatus: PlanStatus): Promise<Types.ObjectId[]> {
    return this.users.findIdsByPlanStatus(role, planStatus);
  }

  /** Accounts with `role` created at or after `since`. */
  countCreatedSince(role: Role, since: Date): Promise<number> {
    return this.users.countCreatedSince(role, since);
  }

  /**
   * Closes an open customer account (the owner's right to erasure): replaces the name, e-mail and phone with
   * placeholders (an `.invalid` address the mailer never writes to), removes the address, picture and
   * nutrition profile, stores an unusable password hash and refuses every token on every instance at once; then runs
   * the {@link onContactChanged} listeners, so the copies other modules keep of the name and phone follow.
   * @returns the closed account, or null when it is unknown, a staff account or already closed.
   */
  async closeAccount(id: Types.ObjectId, now: Date): Promise<User | null> {
    const unusable = await hashPassword(randomBytes(32).toString('base64url'));
    const user = await this.users.close(id, unusable, now);
    if (!user) return null;
    await this.counters.bump('sessions');
    for (const listener of this.contactListeners) await listener(user);
    return user;
  }

  /** Enables or disables sign-in (a disabled account's tokens are refused on every instance at once). @returns the account, or null when unknown. */
  async setActive(id: UserId, active: boolean): Promise<User | null> {
    const user = await this.users.setActive(id, active);
    await this.counters.bump('sessions');
    return user;
  }
}
