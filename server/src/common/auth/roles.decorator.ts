import { SetMetadata, applyDecorators } from '@nestjs/common';

/** The three roles of spec section 6. */
export enum Role {
  User = 'user',
  Admin = 'admin',
  SuperAdmin = 'super_admin',
}

export const STAFF_ROLES = [Role.Admin, Role.SuperAdmin] as const;
export const ANY_SIGNED_IN = [Role.User, Role.Admin, Role.SuperAdmin] as const;

export const IS_PUBLIC_KEY = 'access:public';
export const ROLES_KEY = 'access:roles';

/** Anyone may call this operation, signed in or not (a token, when sent, is still read). */
export const Public = () => SetMetadata(IS_PUBLIC_KEY, true);

/** Only signed-in users with one of these roles may call this operation. */
export const Roles = (...roles: Role[]) => applyDecorators(SetMetadata(ROLES_KEY, roles));
