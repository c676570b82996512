import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { trusted, Types, type Model } from 'mongoose';
import { Role } from '../../common/auth/roles.decorator.js';
import { findPageNearerEnd } from '../../common/database/find-page.js';
import type { SortSpec } from '../../common/paging/sort.js';
import { accountSearchFilter, type AccountSearch } from './account-search.rules.js';
import { closedAccountContact, User, type AddressBookEntry, type NutritionProfileRecord, type PlanStatus } from './user.schema.js';
import { addressFields, type DeliveryAddressParts } from './delivery-address.js';
import type { Language } from '../../common/i18n/language.js';
import { modelReady, setById } from '../../common/database/writes.js';

/** The admin account lists' filters: role(s), search (name, e-mail or phone), plan status, active. */
export interface AccountListFilter {
  roles: Role[];
  search: AccountSearch | null;
  planStatus?: PlanStatus;
  active?: boolean;
}

/** The Mongo filter of {@link AccountListFilter}, shared by the paged list and the export. */
/** What the kitchen manifest reads of a customer: name, phone, the default address's copy and the address book. */
export type DeliveryContact = Pick<User, '_id' | 'fullName' | 'phoneNo' | 'deliveryAddress' | 'addresses' | 'defaultAddress'>;

const oid = (id: string | Types.ObjectId) => (typeof id === 'string' ? new Types.ObjectId(id) : id);

function accountFilter(q: AccountListFilter) {
  const roles = q.roles.length === 1 ? q.roles[0] : trusted({ $in: q.roles });
  return {
    // With a search, the role is checked on the search's matches: as a plain condition, DocumentDB's planner reads
    // every account of the role through the role index and filters those (50 ms at 20,000 customers, 17 ms this way).
    ...(q.search ? { $expr: trusted({ $in: ['$role', q.roles] }) } : { role: roles }),
    ...(q.planStatus ? { planStatus: q.planStatus } : {}),
    ...(q.active !== undefined ? { active: q.active } : {}),
    ...(q.search ? accountSearchFilter(q.search) : {}),
  };
}

/** The users collection (style rule 4: only repositories touch Mongoose). Returns lean objects. */
@Injectable()
export class UserRepository {
  constructor(@InjectModel(User.name) private readonly users: Model<User>) {}

  findById(id: string | Types.ObjectId) {
    return this.users.findById(id).lean<User>().exec();
  }

  findByEmail(email: string) {
    return this.users.findOne({ email: email.toLowerCase() }).lean<User>().exec();
  }

  findByPhone(phoneNo: string) {
    return this.users.findOne({ phoneNo }).lean<User>().exec();
  }

  findByEmailOrPhone(email: string, phoneNo: string) {
    return this.users
      .find({ $or: [{ email: email.toLowerCase() }, { phoneNo }] })
      .lean<User[]>()
      .exec();
  }

  /** How many accounts have `role` (the first-deploy command counts super admins). */
  countByRole(role: Role): Promise<number> {
    return this.users.countDocuments({ role }).exec();
  }

  async create(data: Omit<Partial<User>, '_id'>): Promise<User> {
    // The unique indexes (e-mail, phone, the first-super-admin marker) decide races: they must exist first.
    await modelReady(this.users);
    const doc = await this.users.create({ pausedUntil: null, ...data });
    return doc.toObject();
  }

  /**
   * Activates a pending account with the details its verified code carried (one atomic write).
   * @returns the activated user, or null when it was already verified or is gone.
   */
  activate(id: Types.ObjectId, details: Pick<User, 'fullName' | 'phoneNo' | 'passwordHash'>) {
    return this.users
      .findOneAndUpdate({ _id: id, emailVerified: false }, { $set: { ...details, emailVerified: true } }, { returnDocument: 'after' })
      .lean<User>()
      .exec();
  }

  /**
   * Sets name, phone (E.164) and image (`null` removes it; `undefined` keeps it) of an account.
   * @returns the updated user, or null when it is gone. A phone number of another account fails with
   *   a duplicate-key error (11000) from the unique index.
   */
  updateProfile(id: string | Types.ObjectId, data: { fullName: string; phoneNo: string; image?: string | null }) {
    const { image, ...rest } = data;
    const update = image === null ? { $set: rest, $unset: { image: 1 } } : { $set: image === undefined ? rest : { ...rest, image } };
    return this.users.findOneAndUpdate({ _id: id }, update, { returnDocument: 'after', runValidators: true }).lean<User>().exec();
  }

  /**
   * Stores a new password hash and bumps `tokenVersion` (so tokens of every other session stop
   * working), only if the version is still `expectedTokenVersion` (two concurrent changes cannot both win).
   * @returns the updated user, or null when the account is gone or the version moved on.
   */
  changePassword(id: Types.ObjectId, expectedTokenVersion: number, passwordHash: string) {
    return this.users
      .findOneAndUpdate(
        { _id: id, tokenVersion: expectedTokenVersion },
        { $set: { passwordHash }, $inc: { tokenVersion: 1 } },
        { returnDocument: 'after' },
      )
      .lean<User>()
      .exec();
  }

  /** Moves the account's token version on ("sign out everywhere"): every token issued before is refused. */
  bumpTokenVersion(id: string | Types.ObjectId) {
    return this.users.updateOne({ _id: id }, { $inc: { tokenVersion: 1 } }).exec();
  }

  /**
   * Sets a new password hash after a proven reset and bumps `tokenVersion` (every existing session
   * stops working). One atomic update.
   * @returns the updated user, or null when the account is gone.
   */
  resetPassword(id: Types.ObjectId, passwordHash: string) {
    return this.users
      .findOneAndUpdate({ _id: id }, { $set: { passwordHash }, $inc: { tokenVersion: 1 } }, { returnDocument: 'after' })
      .lean<User>()
      .exec();
  }

  /** Replaces the user's nutrition profile. @returns the updated user, or null when it is gone. */
  setNutritionProfile(id: string, profile: NutritionProfileRecord) {
    return this.users
      .findOneAndUpdate({ _id: id }, { $set: { nutritionProfile: profile } }, { returnDocument: 'after' })
      .lean<User>()
      .exec();
  }

  /** Switches one optional e-mail kind off (`off`) or back on, atomically and idempotently; the updated user, or null. */
  setEmailOptOut(id: string | Types.ObjectId, kind: string, off: boolean) {
    const update = off ? { $addToSet: { emailOptOut: kind } } : { $pull: { emailOptOut: kind } };
    return this.users.findOneAndUpdate({ _id: id }, update, { returnDocument: 'after' }).lean<User>().exec();
  }

  /** The address book of an account: its entries, the default's id and the copy of the default; null when unknown. */
  findAddressBook(id: string | Types.ObjectId) {
    return this.users
      .findById(id, { addresses: 1, defaultAddress: 1, deliveryAddress: 1 })
      .lean<Pick<User, '_id' | 'addresses' | 'defaultAddress' | 'deliveryAddress'>>()
      .exec();
  }

  /**
   * An account whose address was written before the address book (no `addresses` yet) gets it as its first
   * entry, labelled "Home" and default, as the versioned migration does for every account; one update that
   * applies only while there is still no book, so it runs once however many requests reach it. @returns whether it applied.
   */
  async adoptLegacyAddress(id: Types.ObjectId, address: DeliveryAddressParts): Promise<boolean> {
    const entry = { _id: new Types.ObjectId(), label: 'Home', version: 0, ...addressFields(address) };
    const res = await this.users
      .updateOne(
        { _id: id, addresses: trusted({ $exists: false }), deliveryAddress: trusted({ $exists: true }) },
        { $set: { addresses: [entry], defaultAddress: entry._id } },
      )
      .exec();
    return res.modifiedCount === 1;
  }

  /**
   * Appends `entry` while the book holds fewer than `max` entries (one conditional `$push`: concurrent adds never
   * pass the limit). @returns whether it was added.
   */
  async pushAddress(id: string | Types.ObjectId, entry: AddressBookEntry, max: number): Promise<boolean> {
    const res = await this.users
      .updateOne(
        { _id: oid(id), [`addresses.${max - 1}`]: trusted({ $exists: false }) },
        { $push: { addresses: entry } },
        { runValidators: true },
      )
      .exec();
    return res.modifiedCount === 1;
  }

  /**
   * Makes `entry` (as read: its `version`) the default and copies it to `deliveryAddress`, in one update that
   * applies only while the entry still has that version and, with `onlyIfNone`, while there is no default yet.
   * @returns whether it applied.
   */
  async setDefaultAddress(id: string | Types.ObjectId, entry: AddressBookEntry, onlyIfNone = false): Promise<boolean> {
    const filter: Record<string, unknown> = {
      _id: oid(id),
      addresses: trusted({ $elemMatch: { _id: entry._id, version: entry.version } }),
    };
    if (onlyIfNone) filter.defaultAddress = null;
    const res = await this.users.updateOne(filter, { $set: { defaultAddress: entry._id, deliveryAddress: addressFields(entry) } }).exec();
    return res.modifiedCount === 1;
  }

  /**
   * Replaces the entry `entry._id` by `entry` (whose `version` is one more than `expectedVersion`) if it still has
   * `expectedVersion`; when it is the default, `deliveryAddress` follows in the same update. @returns whether it applied.
   */
  async replaceAddress(
    id: string | Types.ObjectId,
    entry: AddressBookEntry,
    expectedVersion: number,
    isDefault: boolean,
  ): Promise<boolean> {
    const filter = {
      _id: oid(id),
      defaultAddress: isDefault ? entry._id : trusted({ $ne: entry._id }),
      addresses: trusted({ $elemMatch: { _id: entry._id, version: expectedVersion } }),
    };
    const set: Record<string, unknown> = { 'addresses.$': entry };
    if (isDefault) set.deliveryAddress = addressFields(entry);
    const res = await this.users.updateOne(filter, { $set: set }, { runValidators: true }).exec();
    return res.modifiedCount === 1;
  }

  /** Removes the entry `entryId` unless it is the default (one conditional `$pull`). @returns whether it was removed. */
  async pullAddress(id: string | Types.ObjectId, entryId: Types.ObjectId): Promise<boolean> {
    const res = await this.users
      .updateOne(
        { _id: oid(id), defaultAddress: trusted({ $ne: entryId }), 'addresses._id': entryId },
        { $pull: { addresses: { _id: entryId } } },
      )
      .exec();
    return res.modifiedCount === 1;
  }

  /** Sets the account's language (one `$set`). @returns the updated user, or null when the account is gone. */
  setLanguage(id: string | Types.ObjectId, language: Language) {
    return setById(this.users, id, { language });
  }

  setPlanStatus(id: Types.ObjectId, planStatus: PlanStatus) {
    return this.users.updateOne({ _id: id }, { $set: { planStatus } }).exec();
  }

  /** Inserts the account when no user has this e-mail (seed; idempotent). */
  async upsertByEmail(data: Omit<Partial<User>, '_id'> & { email: string }) {
    await this.users.updateOne({ email: data.email }, { $setOnInsert: { pausedUntil: null, ...data } }, { upsert: true }).exec();
  }

  /**
   * Raises the account's `pausedUntil` to `day` (`$max`: concurrent raises keep the latest). Accounts without the
   * field (made before it existed) are left without it, so they keep looking their pauses up.
   */
  raisePausedUntil(id: Types.ObjectId, day: Date) {
    return this.users.updateOne({ _id: id, pausedUntil: trusted({ $exists: true }) }, { $max: { pausedUntil: day } }).exec();
  }

  count(filter: { role?: Role } = {}) {
    return this.users.countDocuments(filter).exec();
  }

  /**
   * Admin lists: accounts with one of `roles`, matching `search` (name, e-mail or
   * phone) and the optional plan status / active filters, one page in `sort` order.
   */
  async findPage(q: AccountListFilter, page: number, limit: number, sort: SortSpec): Promise<{ rows: User[]; total: number }> {
    const filter = accountFilter(q);
    return findPageNearerEnd(this.users, filter, sort, page, limit, { sortsMatches: q.search !== null });
  }

  /**
   * Every account matching the admin list's filters ({@link findPage}), in `sort` order, read
   * through a cursor (the CSV export: one batch in memory at a time).
   */
  cursorFor(q: AccountListFilter, sort: SortSpec): AsyncIterable<User> {
    return this.users.find(accountFilter(q)).sort(sort).lean<User[]>().cursor({ batchSize: 1000 });
  }

  /**
   * Name, e-mail and phone of these accounts (unknown ids are simply missing), in one `_id: { $in }`
   * read: MongoDB and DocumentDB both answer it from the `_id` index (ten accounts in about 1 ms on the
   * test database, where ten parallel `_id` lookups took about 5 ms).
   */
  findContacts(ids: (string | Types.ObjectId)[]): Promise<Pick<User, '_id' | 'fullName' | 'email' | 'phoneNo' | 'role'>[]> {
    return this.findProjected(ids, { fullName: 1, email: 1, phoneNo: 1, role: 1 });
  }

  /** Name, phone and delivery address of these accounts (the kitchen manifest), read like {@link findContacts}. */
  findDeliveryContacts(ids: (string | Types.ObjectId)[]): Promise<DeliveryContact[]> {
    return this.findProjected(ids, { fullName: 1, phoneNo: 1, deliveryAddress: 1, addresses: 1, defaultAddress: 1 });
  }

  private async findProjected<T extends Pick<User, '_id'>>(ids: (string | Types.ObjectId)[], projection: Record<string, 1>): Promise<T[]> {
    const unique = [...new Set(ids.map(String))];
    if (!unique.length) return [];
    return this.users
      .find({ _id: trusted({ $in: unique.map((id) => new Types.ObjectId(id)) }) }, projection)
      .lean<T[]>()
      .exec();
  }

  /** Ids of the accounts with `role` and `planStatus` (e.g. the active customers a notice goes to). */
  async findIdsByPlanStatus(role: Role, planStatus: PlanStatus): Promise<Types.ObjectId[]> {
    return (await this.users.find({ role, planStatus }, { _id: 1 }).lean<Pick<User, '_id'>[]>().exec()).map((u) => u._id);
  }

  /** Accounts with `role` created at or after `since`. */
  countCreatedSince(role: Role, since: Date) {
    return this.users.countDocuments({ role, createdAt: trusted({ $gte: since }) }).exec();
  }

  /**
   * Closes an open customer account in one conditional update: placeholder name, e-mail and phone, a new
   * unusable password hash, sign-in off, every token refused (token version moved on), and the address, picture, nutrition profile and pause bound removed.
   * @returns the account after the change, or null when it is unknown, not a customer's or already closed.
   */
  close(id: Types.ObjectId, passwordHash: string, now: Date) {
    return this.users
      .findOneAndUpdate(
        { _id: id, role: Role.User, closedAt: null },
        {
          $set: { ...closedAccountContact(id), passwordHash, active: false, closedAt: now },
          $unset: { image: 1, nutritionProfile: 1, deliveryAddress: 1, addresses: 1, defaultAddress: 1, pausedUntil: 1 },
          $inc: { tokenVersion: 1 },
        },
        { returnDocument: 'after' },
      )
      .lean<User>()
      .exec();
  }

  /** Enables or disables sign-in for an account; returns it, or null when unknown. */
  setActive(id: string | Types.ObjectId, active: boolean) {
    return setById(this.users, id, { active });
  }
}
