import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type HydratedDocument, type Types } from 'mongoose';
import { Role } from '../../common/auth/roles.decorator.js';
import { Language } from '../../common/i18n/language.js';
import {
  ADDRESS_APARTMENT_MAX,
  ADDRESS_AREA_MAX,
  ADDRESS_BUILDING_MAX,
  ADDRESS_INSTRUCTIONS_MAX,
  ADDRESS_LABEL_MAX,
  DEFAULT_EMIRATE,
  UAE_EMIRATES,
} from './delivery-address.js';
import { nameKeysOf, phoneKeysOf } from './account-search.rules.js';
import { keepDerivedField } from '../../common/database/derived-field.js';
import { ALLERGENS, type Allergen } from '../../common/allergens/allergen.js';

/**
 * A customer's plan state (spec section 3 `plan_status`; values decided in docs/decisions/0004-accounts.md):
 * None (never subscribed), Active, Paused, Expired, Cancelled.
 */
export enum PlanStatus {
  None = 'None',
  Active = 'Active',
  Paused = 'Paused',
  Expired = 'Expired',
  Cancelled = 'Cancelled',
}

/**
 * What the nutrition calculator collected for a customer and the targets computed from it (* spec /collect_data_for_nutrition_calculation). Metric units; enum values are checked by the
 * nutrition module's inputs. Energy kcal per day, macros grams per day.
 */
@Schema({ _id: false })
export class NutritionProfileRecord {
  @Prop({ required: true }) weightKg!: number;
  @Prop({ required: true }) heightCm!: number;
  @Prop({ required: true }) age!: number;
  /** male | female */
  @Prop({ required: true }) sex!: string;
  /** sedentary | light | moderate | active | very_active */
  @Prop({ required: true }) activity!: string;
  /** lose | maintain | gain */
  @Prop({ required: true }) goal!: string;
  /** Allergens to avoid, from the closed list (free text written before it is rewritten by the allergen migration). */
  @Prop({ type: [{ type: String, enum: ALLERGENS }], default: [] }) allergens!: Allergen[];
  @Prop({ type: [String], default: [] }) dislikes!: string[];
  @Prop({ required: true }) bmr!: number;
  @Prop({ required: true }) maintenanceCalories!: number;
  @Prop({ required: true }) calories!: number;
  @Prop({ required: true }) protein!: number;
  @Prop({ required: true }) carbs!: number;
  @Prop({ required: true }) fat!: number;
  @Prop({ required: true }) updatedAt!: Date;
}
const NutritionProfileRecordSchema = SchemaFactory.createForClass(NutritionProfileRecord);

/**
 * Where a customer's meals go (docs/decisions/0010-customer-area.md): area and building/street are
 * required, the flat or villa number and the driver's instructions optional; city is one of the
 * seven emirates. Stored trimmed; empty optional parts are not stored.
 */
@Schema({ _id: false })
export class DeliveryAddressRecord {
  /** Neighbourhood or community, e.g. "Dubai Marina". */
  @Prop({ required: true, trim: true, maxlength: ADDRESS_AREA_MAX }) area!: string;
  /** Building or villa name or number, and street, e.g. "Marina Heights Tower, Al Marsa Street". */
  @Prop({ required: true, trim: true, maxlength: ADDRESS_BUILDING_MAX }) building!: string;
  /** Flat, villa or office number. */
  @Prop({ trim: true, maxlength: ADDRESS_APARTMENT_MAX }) apartment?: string;
  @Prop({ required: true, enum: UAE_EMIRATES, default: DEFAULT_EMIRATE }) city!: string;
  /** For the driver, e.g. "Leave with the concierge". */
  @Prop({ trim: true, maxlength: ADDRESS_INSTRUCTIONS_MAX }) instructions?: string;
}
const DeliveryAddressRecordSchema = SchemaFactory.createForClass(DeliveryAddressRecord);

/**
 * One address of a customer's address book (docs/decisions/0088-an-address-book-and-an-address-per-day.md): a
 * label ("Home", "Office" or any text) and the fields of {@link DeliveryAddressRecord}. `version` goes up on every
 * edit, so the copy of the default kept in `User.deliveryAddress` is only ever written from the version it read.
 */
@Schema()
export class AddressBookEntry extends DeliveryAddressRecord {
  _id!: Types.ObjectId;
  @Prop({ required: true, trim: true, maxlength: ADDRESS_LABEL_MAX }) label!: string;
  @Prop({ required: true, default: 0 }) version!: number;
}
const AddressBookEntrySchema = SchemaFactory.createForClass(AddressBookEntry);

/** An account: customer or staff (spec sections 3 and 6). E-mail is stored lower-case; phone in E.164. */
@Schema({ collection: 'users', timestamps: true })
export class User {
  _id!: Types.ObjectId;

  @Prop({ required: true, trim: true, maxlength: 100 })
  fullName!: string;

  @Prop({ required: true, unique: true, lowercase: true, trim: true, maxlength: 254 })
  email!: string;

  @Prop({ required: true, unique: true })
  phoneNo!: string;

  /** The name's lower-case words, for the staff grids' indexed search (kept by the hooks below; account-search.rules.ts). */
  @Prop({ type: [String], default: undefined })
  nameKeys?: string[];

  /** The phone number's digit endings, for the staff grids' indexed search (kept by the hooks below). */
  @Prop({ type: [String], default: undefined })
  phoneKeys?: string[];

  @Prop()
  image?: string;

  @Prop({ type: String, required: true, enum: Object.values(Role), default: Role.User, index: true })
  role!: Role;

  @Prop({ type: String, required: true, enum: Object.values(PlanStatus), default: PlanStatus.None })
  planStatus!: PlanStatus;

  @Prop({ required: true, default: false })
  emailVerified!: boolean;

  /**
   * The last day (UTC midnight) a pause of this customer's subscriptions was ever set to cover, or null when none
   * was: an upper bound, only raised (`$max`, before the pause itself is stored), so `planStatus` needs no pause
   * lookup on a later day. Absent on accounts made before it existed (no default, so reading one does not invent
   * it): those always look up. docs/decisions/0069-plan-status-without-a-second-read.md
   */
  @Prop({ type: Date })
  pausedUntil?: Date | null;

  /** Language of the customer's e-mails and invoices: the sign-up request's, then their choice (`setMyLanguage`). */
  @Prop({ type: String, enum: Object.values(Language), default: Language.en })
  language?: Language;

  @Prop({ required: true, default: true })
  active!: boolean;

  /** argon2id hash (memory 19 MiB, 2 iterations, parallelism 1). */
  @Prop({ required: true })
  passwordHash!: string;

  /** Bumped on a password change: tokens carrying an older version are refused. */
  @Prop({ required: true, default: 0 })
  tokenVersion!: number;

  /** Optional e-mail kinds the customer switched off (`OPTIONAL_MAIL_KINDS` of the notifications module); empty: all on. */
  @Prop({ type: [String], default: [] })
  emailOptOut!: string[];

  /** The nutrition calculator's answers and targets, when the customer saved them. */
  @Prop({ type: NutritionProfileRecordSchema })
  nutritionProfile?: NutritionProfileRecord;

  /**
   * Where meals are delivered unless a day or weekday says otherwise; required before paying
   * (docs/decisions/0010-customer-area.md). Since the address book (record 0088) it is a copy of the default
   * entry of `addresses`, written in the same update as the entry, so every older reader keeps working.
   */
  @Prop({ type: DeliveryAddressRecordSchema })
  deliveryAddress?: DeliveryAddressRecord;

  /** The address book: at most `ADDRESS_BOOK_MAX` labelled addresses (absent before the migration moved the old address in). */
  @Prop({ type: [AddressBookEntrySchema], default: undefined })
  addresses?: AddressBookEntry[];

  /** The `_id` of the default entry of `addresses` (one field, so exactly one default); absent while the book is empty. */
  @Prop({ type: MongooseSchema.Types.ObjectId })
  defaultAddress?: Types.ObjectId | null;

  /**
   * `true` on the one super admin made by the first-deploy command (`create-super-admin.cli.ts`); absent on
   * every other account. Its unique index makes two first runs racing on an empty database create one account.
   */
  @Prop({ type: Boolean })
  firstSuperAdmin?: true;

  /**
   * When the account was closed (its owner's right to erasure, Federal Decree-Law 45/2021): the name,
   * e-mail and phone are then placeholders ({@link closedAccountContact}), the address, picture and
   * nutrition profile are gone and sign-in is off. Absent on open accounts.
   */
  @Prop({ type: Date })
  closedAt?: Date | null;

  createdAt!: Date;
  updatedAt!: Date;
}

/** The name shown for a closed account. */
export const CLOSED_ACCOUNT_NAME = 'Closed account';

/**
 * The placeholder contact details of a closed account: unique (the e-mail and phone indexes are unique),
 * derived from the account id only, and not deliverable (`.invalid` is reserved by RFC 2606).
 */
export function closedAccountContact(id: Types.ObjectId | string): { fullName: string; email: string; phoneNo: string } {
  return { fullName: CLOSED_ACCOUNT_NAME, email: `closed-${id.toString()}@closed.invalid`, phoneNo: `closed-${id.toString()}` };
}

export type UserDocument = HydratedDocument<User>;
export const UserSchema = SchemaFactory.createForClass(User);
// Admin lists: customers and staff are listed by role, newest first or by a column
// (`_id` breaks ties; e-mail and phone are unique), a plan-status filter with the default order.
// New customers in 30 days (analytics) ranges over { role, createdAt }.
UserSchema.index({ role: 1, createdAt: -1, _id: -1 });
UserSchema.index({ role: 1, fullName: 1, _id: 1 });
UserSchema.index({ role: 1, email: 1 });
UserSchema.index({ role: 1, phoneNo: 1 });
// The staff grids' search (account-search.rules.ts): a prefix range of a name word or a phone-number ending.
// The keys lead (the role is checked on the few matches): an index led by `role` would hold ~10 entries per
// account and tempt the planner for role-only counts, which then walk all of them.
UserSchema.index({ nameKeys: 1 });
UserSchema.index({ phoneKeys: 1 });
// At most one account made by the first-deploy command without `--another` (sparse: the others lack the field).
UserSchema.index({ firstSuperAdmin: 1 }, { unique: true, sparse: true });

// The search keys follow the name and phone on every write (documents and updates).
keepDerivedField(UserSchema, 'fullName', 'nameKeys', nameKeysOf);
keepDerivedField(UserSchema, 'phoneNo', 'phoneKeys', phoneKeysOf);
UserSchema.index({ role: 1, planStatus: 1, _id: 1 });
UserSchema.index({ role: 1, planStatus: 1, createdAt: -1, _id: -1 });
