import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../common/auth/current-user.decorator.js';
import type { AccessTokenClaims } from '../../common/auth/jwt.strategy.js';
import type { TokenValidator } from '../../common/auth/token-validator.js';
import { CommonErrors } from '../../common/errors/app-error.js';
import { Language } from '../../common/i18n/language.js';
import type { DeliveryAddressObject } from './dto/delivery-address.object.js';
import type { UserObject } from './dto/user.object.js';
import { formatDeliveryAddress } from './delivery-address.js';
import { UserRepository } from './users.repository.js';
import type { DeliveryAddressRecord, User } from './user.schema.js';

/** Maps a stored delivery address to its GraphQL shape (absent optional parts become null), or null. */
export function toDeliveryAddressObject(a: DeliveryAddressRecord | null | undefined): DeliveryAddressObject | null {
  if (!a) return null;
  return {
    area: a.area, building: a.building, apartment: a.apartment || null, city: a.city, instructions: a.instructions || null,
    formatted: formatDeliveryAddress(a),
  };
}

/** Maps a stored user to its public shape (no hash, counters or token version). */
export function toUserObject(u: User): UserObject {
  return {
    id: u._id.toString(),
    fullName: u.fullName,
    email: u.email,
    phoneNo: u.phoneNo,
    image: u.image ?? null,
    role: u.role,
    planStatus: u.planStatus,
    emailVerified: u.emailVerified,
    language: u.language ?? Language.en,
    deliveryAddress: toDeliveryAddressObject(u.deliveryAddress),
    createdAt: u.createdAt,
  };
}

/** Account reads for other modules and the token check of the access guard. */
@Injectable()
export class UsersService implements TokenValidator {
  constructor(private readonly users: UserRepository) {}

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
}
