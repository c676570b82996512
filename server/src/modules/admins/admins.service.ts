import { Injectable } from '@nestjs/common';
import { accountSearch } from '../users/account-search.rules.js';
import type { AuthUser } from '../../common/auth/current-user.decorator.js';
import { Role, STAFF_ROLES } from '../../common/auth/roles.decorator.js';
import { isDuplicateKeyError, isObjectIdString, uniqueOr } from '../../common/database/object-id.js';
import { totalPagesOf } from '../../common/paging/page-query.dto.js';
import { normalizePhone } from '../../common/validation/phone.js';
import { hashPassword } from '../../common/auth/passwords.js';
import type { User } from '../users/users.types.js';
import { toAccountContact, UsersService } from '../users/users.service.js';
import { AuditService } from '../audit/audit.service.js';
import { AdminErrors } from './admins.errors.js';
import type { AdminAccountObject, AdminAccountPage, CreateAdminInput } from './dto/admin.dto.js';

function toAdminAccount(u: User): AdminAccountObject {
  return {
    ...toAccountContact(u),
    role: u.role,
    active: u.active,
    createdAt: u.createdAt,
  };
}

/**
 * Staff accounts, managed by the super admin. Only admin accounts are created or
 * (de)activated here: a super_admin account cannot be created or changed through these operations,
 * and a super_admin cannot deactivate themselves. A deactivated account's tokens stop working at
 * once (the token check reads `active` on every request) and it cannot sign in.
 */
@Injectable()
export class AdminsService {
  constructor(
    private readonly users: UsersService,
    private readonly audit: AuditService,
  ) {}

  /** Staff accounts (admin and super_admin), newest first; `search` matches name, e-mail or phone. */
  async page(page: number, limit: number, search?: string | null): Promise<AdminAccountPage> {
    const { rows, total } = await this.users.findPage({ roles: [...STAFF_ROLES], search: accountSearch(search) }, page, limit, {
      createdAt: -1,
      _id: -1,
    });
    return { data: rows.map(toAdminAccount), total, totalPages: totalPagesOf(total, limit) };
  }

  /**
   * Creates a verified, active admin (argon2id hash of `password`; phone stored E.164).
   * @throws VALIDATION_FAILED, ACCOUNT_EXISTS (409) when the e-mail or phone is in use.
   */
  async create(input: CreateAdminInput): Promise<AdminAccountObject> {
    const phoneNo = normalizePhone(input.phoneNo);
    if (!phoneNo) throw AdminErrors.invalidPhone();
    const existing = await this.users.findByEmailOrPhone(input.email, phoneNo);
    if (existing.some((u) => u.email === input.email)) throw AdminErrors.emailTaken();
    if (existing.length) throw AdminErrors.phoneTaken();
    const passwordHash = await hashPassword(input.password);
    const created = await uniqueOr(
      () =>
        this.users.create({
          fullName: input.fullName,
          email: input.email,
          phoneNo,
          role: Role.Admin,
          emailVerified: true,
          active: true,
          passwordHash,
        }),
      AdminErrors.emailTaken,
    );
    return toAdminAccount(created);
  }

  /**
   * The first-deploy command's account (`create-super-admin.cli.ts`, docs/operations.md "First deploy"): a
   * verified, active super_admin, audited as `createSuperAdmin (command line)` with `origin` (the host).
   * Without `another`, it is made only while no super admin exists, and at most once however many runs race
   * (the unique `firstSuperAdmin` marker); with `another`, one more is added.
   * `input` must already have passed `CreateAdminInput`'s validation (password policy included).
   * @throws SUPER_ADMIN_EXISTS (409) without `another` when one exists; ACCOUNT_EXISTS (409) for a taken
   * e-mail or phone; VALIDATION_FAILED for a phone number that cannot be read.
   */
  async createSuperAdmin(input: CreateAdminInput, options: { another: boolean; origin: string }): Promise<AdminAccountObject> {
    const phoneNo = normalizePhone(input.phoneNo);
    if (!phoneNo) throw AdminErrors.invalidPhone();
    if (!options.another && (await this.users.countByRole(Role.SuperAdmin)) > 0) throw AdminErrors.superAdminExists();
    const takenBy = async () => {
      const existing = await this.users.findByEmailOrPhone(input.email, phoneNo);
      if (existing.some((u) => u.email === input.email)) return AdminErrors.emailTaken();
      return existing.length ? AdminErrors.phoneTaken() : null;
    };
    const taken = await takenBy();
    if (taken) throw taken;
    const passwordHash = await hashPassword(input.password);
    let created: User;
    try {
      created = await this.users.create({
        fullName: input.fullName,
        email: input.email,
        phoneNo,
        role: Role.SuperAdmin,
        emailVerified: true,
        active: true,
        passwordHash,
        ...(options.another ? {} : { firstSuperAdmin: true as const }),
      });
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
      // Another run took the e-mail or phone meanwhile, or made the first super admin.
      throw (await takenBy()) ?? AdminErrors.superAdminExists();
    }
    const account = toAdminAccount(created);
    await this.audit.recordCommand(
      'createSuperAdmin (command line)',
      { id: created._id, email: created.email, fullName: created.fullName, role: created.role },
      { collection: 'users', id: account.id, after: { fullName: account.fullName, email: account.email, phoneNo, role: created.role } },
      options.origin,
    );
    return account;
  }

  /**
   * Activates or deactivates an admin account.
   * @throws NOT_FOUND (unknown or not staff), CANNOT_CHANGE_SELF (403), SUPER_ADMIN_PROTECTED (403)
   */
  async setActive(caller: AuthUser, id: string, active: boolean): Promise<AdminAccountObject> {
    const target = isObjectIdString(id) ? await this.users.findById(id) : null;
    if (!target || !(STAFF_ROLES as readonly Role[]).includes(target.role)) throw AdminErrors.notFound();
    if (target._id.toString() === caller.id) throw AdminErrors.cannotChangeSelf();
    if (target.role !== Role.Admin) throw AdminErrors.superAdminProtected();
    const updated = await this.users.setActive(target._id, active);
    if (!updated) throw AdminErrors.notFound();
    return toAdminAccount(updated);
  }
}
