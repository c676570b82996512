import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../common/auth/current-user.decorator.js';
import { Role, STAFF_ROLES } from '../../common/auth/roles.decorator.js';
import { isDuplicateKeyError, isObjectIdString } from '../../common/database/object-id.js';
import { CommonErrors } from '../../common/errors/app-error.js';
import type { Language } from '../../common/i18n/language.js';
import { SharedLimiters, type SharedLimiter } from '../../common/rate-limit/shared-limiters.js';
import { normalizePhone } from '../../common/validation/phone.js';
import { hashPassword, verifyPassword } from '../../common/auth/passwords.js';
import { AuthService } from '../auth/auth.service.js';
import type { AuthPayload } from '../auth/dto/auth.objects.js';
import { SubscriptionsService } from '../subscriptions/subscriptions.service.js';
import type { UserObject } from '../users/dto/user.object.js';
import { UsersService } from '../users/users.service.js';
import { AddressBookService } from '../users/address-book.service.js';
import { toUserObject } from '../users/users.service.js';
import type { User } from '../users/users.types.js';
import { UploadErrors } from '../uploads/uploads.errors.js';
import { UploadsService, type UploadedFileLike, type UploadedImage } from '../uploads/uploads.service.js';
import type { DeliveryAddressInput } from './dto/delivery-address.input.js';
import { EmailKind, OPTIONAL_EMAIL_KINDS, type EmailPreferenceObject, type SetEmailPreferenceInput } from './dto/email-preferences.js';
import { PROFILE_MESSAGES } from './dto/profile.inputs.js';
import { ProfileErrors } from './profile.errors.js';

/** Wrong current passwords allowed per account per window before RATE_LIMITED. */
export const WRONG_PASSWORD_LIMIT = 5;
export const WRONG_PASSWORD_WINDOW_S = 15 * 60;

/** A profile edit: the new name and phone, and the image (URL, null to remove, undefined to keep). */
export interface ProfileChanges {
  fullName: string;
  phoneNo: string;
  image?: string | null;
}

/** The spec's user shape (section 3 "User") for the REST shim: snake_case, `_id`. */
export interface UserRest {
  _id: string;
  full_name: string;
  phone_no: string;
  image: string | null;
  role: Role;
  plan_status: string;
  email: string;
}

export function toUserRest(u: UserObject): UserRest {
  return {
    _id: u.id,
    full_name: u.fullName,
    phone_no: u.phoneNo,
    image: u.image ?? null,
    role: u.role,
    plan_status: u.planStatus,
    email: u.email,
  };
}

/**
 * Profile edits and password changes (spec sections 3, 5, 7). GraphQL and the REST shim
 * both end here, so their rules cannot differ.
 */
/** Every e-mail kind with the caller's setting, optional ones first (the order the profile shows). */
function emailPreferencesOf(user: Pick<User, 'emailOptOut'>): EmailPreferenceObject[] {
  return Object.values(EmailKind).map((kind) => {
    const template = OPTIONAL_EMAIL_KINDS[kind];
    return template
      ? { kind, required: false, enabled: !(user.emailOptOut ?? []).includes(template) }
      : { kind, required: true, enabled: true };
  });
}

@Injectable()
export class ProfileService {
  /** Wrong current passwords per account, counted in the store every instance shares. */
  private readonly wrongPasswords: SharedLimiter;

  constructor(
    private readonly users: UsersService,
    private readonly auth: AuthService,
    private readonly uploads: UploadsService,
    private readonly subscriptions: SubscriptionsService,
    private readonly addressBook: AddressBookService,
    limiters: SharedLimiters,
  ) {
    this.wrongPasswords = limiters.create({ keyPrefix: 'wrong-password', points: WRONG_PASSWORD_LIMIT, duration: WRONG_PASSWORD_WINDOW_S });
  }

  /**
   * The caller's e-mail preferences (issue "back office" §7): every kind, whether it is sent, and
   * whether it is transactional (always sent). @throws UNAUTHENTICATED (account gone)
   */
  async emailPreferences(caller: AuthUser): Promise<EmailPreferenceObject[]> {
    const user = await this.users.findById(caller.id);
    if (!user) throw CommonErrors.unauthenticated();
    return emailPreferencesOf(user);
  }

  /**
   * Switches one optional e-mail kind on or off for the caller (one atomic `$addToSet` / `$pull`).
   * The notifier then skips the kind while it is off.
   * @returns every preference, as {@link emailPreferences}
   * @throws VALIDATION_FAILED (kind) for a transactional kind; UNAUTHENTICATED (account gone)
   */
  async setEmailPreference(caller: AuthUser, input: SetEmailPreferenceInput): Promise<EmailPreferenceObject[]> {
    const template = OPTIONAL_EMAIL_KINDS[input.kind];
    if (!template) throw CommonErrors.validation({ kind: 'This e-mail is always sent and cannot be switched off.' });
    const user = await this.users.setEmailOptOut(caller.id, template, !input.enabled);
    if (!user) throw CommonErrors.unauthenticated();
    return emailPreferencesOf(user);
  }

  /**
   * Edits the profile of `targetId`: the caller's own, or (staff) another account, except that an
   * admin cannot edit a super_admin. An uploaded `file` is checked and stored only after every other
   * check passed, and removed again when the update fails.
   * @returns the updated user, `planStatus` as shown now (Paused while a pause covers today).
   * @throws FORBIDDEN (someone else's profile), NOT_FOUND (staff: unknown id), UNAUTHENTICATED (own account gone),
   *   VALIDATION_FAILED (phone), PHONE_TAKEN, INVALID_IMAGE, IMAGE_TOO_LARGE
   */
  async editProfile(caller: AuthUser, targetId: string, changes: ProfileChanges, file?: UploadedFileLike | null): Promise<UserObject> {
    const target = await this.editableUser(caller, targetId);
    const phoneNo = normalizePhone(changes.phoneNo);
    if (!phoneNo) throw CommonErrors.validation({ phoneNo: PROFILE_MESSAGES.phoneInvalid });
    if (phoneNo !== target.phoneNo) {
      const holder = await this.users.findByPhone(phoneNo);
      if (holder && !holder._id.equals(target._id)) throw ProfileErrors.phoneTaken();
    }
    let image = changes.image === '' ? undefined : changes.image;
    if (typeof image === 'string' && image !== target.image && !this.uploads.isUploadedImage(image)) {
      throw UploadErrors.notUploaded();
    }
    let uploaded: UploadedImage | null = null;
    if (file) {
      uploaded = await this.uploads.saveImage(caller, file);
      image = uploaded.url;
    }
    let updated: User | null;
    try {
      updated = await this.users.updateProfile(target._id, { fullName: changes.fullName, phoneNo, image });
    } catch (err) {
      if (uploaded) await this.uploads.discard(uploaded);
      if (isDuplicateKeyError(err)) throw ProfileErrors.phoneTaken(); // a race with another account taking the number
      throw err;
    }
    if (!updated) {
      if (uploaded) await this.uploads.discard(uploaded);
      throw ProfileErrors.userNotFound();
    }
    return this.withPlanStatus(updated);
  }

  /**
   * Changes the caller's password: checks the current one (at most 5 wrong tries per 15 minutes),
   * stores the new argon2id hash and bumps the token version, so every other session's token stops
   * working, then signs this session in again.
   * @returns a new session (access token) for the caller.
   * @throws WRONG_PASSWORD, SAME_PASSWORD, RATE_LIMITED, UNAUTHENTICATED
   */
  async changePassword(caller: AuthUser, input: { currentPassword: string; password: string }): Promise<AuthPayload> {
    const user = await this.checkPassword(caller, input.currentPassword);
    if (input.password === input.currentPassword) throw ProfileErrors.samePassword();
    const updated = await this.users.changePassword(user._id, user.tokenVersion, await hashPassword(input.password));
    if (!updated) throw ProfileErrors.passwordChangedElsewhere();
    await this.wrongPasswords.delete(caller.id);
    return this.auth.sessionFor(updated);
  }

  /**
   * Checks the caller's current password before a change that needs it (a password change, closing the
   * account), counting wrong ones: at most {@link WRONG_PASSWORD_LIMIT} per 15 minutes, shared by every instance.
   * @returns the caller's account.
   * @throws WRONG_PASSWORD, RATE_LIMITED, UNAUTHENTICATED (account gone)
   */
  async checkPassword(caller: AuthUser, password: string): Promise<User> {
    const user = await this.users.findById(caller.id);
    if (!user) throw CommonErrors.unauthenticated();
    const tries = await this.wrongPasswords.get(caller.id);
    if (tries && tries.consumedPoints >= WRONG_PASSWORD_LIMIT) {
      throw CommonErrors.rateLimited(Math.ceil(tries.msBeforeNext / 1000));
    }
    if (!(await verifyPassword(user.passwordHash, password))) {
      await this.wrongPasswords.penalty(caller.id, 1);
      throw ProfileErrors.wrongPassword();
    }
    return user;
  }

  /**
   * Replaces the caller's own default delivery address (its label is kept; a first address becomes "Home" in the
   * address book). The input was validated as a whole before this runs (global ValidationPipe), and the entry and
   * its copy in `deliveryAddress` are written in one conditional update, so it is never half-written.
   * @returns the updated user.
   * @throws UNAUTHENTICATED (own account gone), ADDRESS_CHANGED (409, lost to concurrent edits)
   */
  async updateDeliveryAddress(caller: AuthUser, input: DeliveryAddressInput): Promise<UserObject> {
    const updated = await this.addressBook.setDefaultFields(caller.id, {
      area: input.area,
      building: input.building,
      apartment: input.apartment ?? undefined,
      city: input.city,
      instructions: input.instructions ?? undefined,
    });
    return this.withPlanStatus(updated);
  }

  /**
   * Any signed-in user: sets the language of their own e-mails and tax invoices (issue "English and
   * Arabic" §2; the client calls it when the user switches language). @throws UNAUTHENTICATED when
   * the account is gone.
   */
  async setMyLanguage(caller: AuthUser, language: Language): Promise<UserObject> {
    const updated = await this.users.setLanguage(caller.id, language);
    if (!updated) throw CommonErrors.unauthenticated();
    return this.withPlanStatus(updated);
  }

  /** The account `caller` may edit, or the reason not. */
  private async editableUser(caller: AuthUser, targetId: string): Promise<User> {
    const staff = (STAFF_ROLES as readonly Role[]).includes(caller.role);
    if (targetId !== caller.id && !staff) throw CommonErrors.forbidden();
    const target = isObjectIdString(targetId) ? await this.users.findById(targetId) : null;
    if (!target) throw targetId === caller.id ? CommonErrors.unauthenticated() : ProfileErrors.userNotFound();
    if (target._id.toString() !== caller.id && caller.role === Role.Admin && target.role === Role.SuperAdmin) {
      throw CommonErrors.forbidden();
    }
    return target;
  }

  private async withPlanStatus(u: User): Promise<UserObject> {
    const user = toUserObject(u);
    return { ...user, planStatus: await this.subscriptions.effectivePlanStatus(user.id, user.planStatus, u.pausedUntil) };
  }
}
