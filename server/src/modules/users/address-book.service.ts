import { Injectable } from '@nestjs/common';
import { Types } from 'mongoose';
import { isObjectIdString } from '../../common/database/object-id.js';
import { CommonErrors } from '../../common/errors/app-error.js';
import { ADDRESS_BOOK_MAX, addressFields, type DeliveryAddressParts } from './delivery-address.js';
import type { AddressBookEntry, User } from './user.schema.js';
import { UserRepository } from './users.repository.js';
import { AddressErrors } from './users.errors.js';

/** An address as a form sends it: a label and the fields of a delivery address. */
export interface AddressBookInput extends DeliveryAddressParts {
  label: string;
}

/** A customer's book as read: the entries in the order they were added, and the default's id (null while empty). */
export interface AddressBook {
  entries: AddressBookEntry[];
  defaultId: Types.ObjectId | null;
}

/** How many times a write that lost to a concurrent change of the same book is tried again before ADDRESS_CHANGED. */
const ATTEMPTS = 3;

/**
 * The customer's address book (docs/decisions/0088-an-address-book-and-an-address-per-day.md): up to
 * `ADDRESS_BOOK_MAX` labelled addresses inside the account document, exactly one of them the default (one field,
 * `defaultAddress`), whose copy is `User.deliveryAddress` for every reader that knows one address only. Every
 * write is one conditional update of that document (the limit, the default and each entry's version are in its
 * filter), so concurrent requests on any instance never pass the limit, leave two defaults or a stale copy.
 */
@Injectable()
export class AddressBookService {
  constructor(private readonly users: UserRepository) {}

  /** The book of `userId`. @throws UNAUTHENTICATED when the account no longer exists. */
  async book(userId: string | Types.ObjectId): Promise<AddressBook> {
    let u = await this.users.findAddressBook(userId);
    if (!u) throw CommonErrors.unauthenticated();
    if (!u.addresses && u.deliveryAddress) {
      await this.users.adoptLegacyAddress(u._id, u.deliveryAddress);
      u = await this.users.findAddressBook(userId);
      if (!u) throw CommonErrors.unauthenticated();
    }
    return { entries: u.addresses ?? [], defaultId: u.defaultAddress ?? null };
  }

  /**
   * Adds an address; the first one becomes the default. @returns the new entry's id.
   * @throws ADDRESS_BOOK_FULL (409) at `ADDRESS_BOOK_MAX` addresses, UNAUTHENTICATED when the account is gone
   */
  async add(userId: string | Types.ObjectId, input: AddressBookInput): Promise<Types.ObjectId> {
    await this.book(userId); // an address kept before the book becomes its first entry before another is added
    const entry: AddressBookEntry = { _id: new Types.ObjectId(), label: input.label, version: 0, ...addressFields(input) };
    if (!(await this.users.pushAddress(userId, entry, ADDRESS_BOOK_MAX))) {
      await this.book(userId); // UNAUTHENTICATED when gone
      throw AddressErrors.full();
    }
    await this.users.setDefaultAddress(userId, entry, true);
    return entry._id;
  }

  /**
   * Replaces the label and fields of the address `id` (the default's copy follows in the same write).
   * @throws ADDRESS_NOT_FOUND (404), ADDRESS_CHANGED (409) after losing to concurrent edits three times
   */
  async update(userId: string | Types.ObjectId, id: string, input: AddressBookInput): Promise<void> {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const { entry, isDefault } = this.entry(await this.book(userId), id);
      const next: AddressBookEntry = { _id: entry._id, label: input.label, version: entry.version + 1, ...addressFields(input) };
      if (await this.users.replaceAddress(userId, next, entry.version, isDefault)) return;
    }
    throw AddressErrors.changed();
  }

  /** Makes the address `id` the default. @throws ADDRESS_NOT_FOUND (404), ADDRESS_CHANGED (409) */
  async setDefault(userId: string | Types.ObjectId, id: string): Promise<void> {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const { entry } = this.entry(await this.book(userId), id);
      if (await this.users.setDefaultAddress(userId, entry)) return;
    }
    throw AddressErrors.changed();
  }

  /**
   * Removes the address `id` from the book (the caller has moved the days that used it).
   * @throws ADDRESS_NOT_FOUND (404), ADDRESS_IS_DEFAULT (409: make another the default first)
   */
  async remove(userId: string | Types.ObjectId, id: string): Promise<void> {
    const { entry, isDefault } = this.entry(await this.book(userId), id);
    if (isDefault) throw AddressErrors.isDefault();
    if (await this.users.pullAddress(userId, entry._id)) return;
    const again = await this.book(userId);
    if (again.defaultId?.equals(entry._id)) throw AddressErrors.isDefault();
    throw AddressErrors.notFound();
  }

  /**
   * The single-address form of the profile (`updateDeliveryAddress`, kept for older clients): replaces the
   * default address's fields (keeping its label), or adds a first address labelled "Home". @returns the account.
   * @throws UNAUTHENTICATED when the account is gone, ADDRESS_CHANGED (409)
   */
  async setDefaultFields(userId: string | Types.ObjectId, fields: DeliveryAddressParts): Promise<User> {
    const book = await this.book(userId);
    const current = book.entries.find((e) => book.defaultId?.equals(e._id));
    if (current) await this.update(userId, current._id.toString(), { ...fields, label: current.label });
    else await this.add(userId, { ...fields, label: 'Home' });
    const user = await this.users.findById(userId);
    if (!user) throw CommonErrors.unauthenticated();
    return user;
  }

  private entry(book: AddressBook, id: string): { entry: AddressBookEntry; isDefault: boolean } {
    return findAddress(book, id);
  }
}

/** The entry `id` of `book` and whether it is the default. @throws ADDRESS_NOT_FOUND (404; also for a malformed id) */
export function findAddress(book: AddressBook, id: string): { entry: AddressBookEntry; isDefault: boolean } {
  const entry = isObjectIdString(id) ? book.entries.find((e) => e._id.equals(id)) : undefined;
  if (!entry) throw AddressErrors.notFound();
  return { entry, isDefault: Boolean(book.defaultId?.equals(entry._id)) };
}
