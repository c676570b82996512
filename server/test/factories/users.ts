import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { Role } from '../../src/common/auth/roles.decorator.js';
import { hashPassword } from '../../src/common/auth/passwords.js';
import { User, type DeliveryAddressRecord } from '../../src/modules/users/user.schema.js';
import type { TestApp } from '../setup/test-app.js';

export const DEFAULT_PASSWORD = 'Test-Quiet-Harbour-42';

let sequence = 0;

/**
 * A unique, valid UAE mobile number in E.164 (`+97156xxxxxxx`). The 056 range keeps clear of the
 * seeded demo accounts (+97150...) and of numbers tests type by hand.
 */
export function uniquePhone(): string {
  sequence += 1;
  const digits = String((process.pid * 1000 + sequence) % 10_000_000).padStart(7, '0');
  return `+97156${digits}`;
}

/** A unique e-mail address (lower-case). */
export function uniqueEmail(prefix = 'user'): string {
  sequence += 1;
  return `${prefix}.${process.pid}.${sequence}.${Date.now().toString(36)}@example.com`;
}

/** The delivery address customers get by default (checkout refuses to take a payment without one). */
export const TEST_ADDRESS: DeliveryAddressRecord = {
  area: 'Dubai Marina',
  building: 'Marina Heights Tower',
  apartment: '1204',
  city: 'Dubai',
  instructions: 'Leave with the concierge',
};

export interface CreateUserOptions {
  role?: Role | `${Role}`;
  verified?: boolean;
  password?: string;
  email?: string;
  phoneNo?: string;
  fullName?: string;
  active?: boolean;
  /** Default: {@link TEST_ADDRESS} for customers, none for staff; `null` for a customer without one. */
  deliveryAddress?: DeliveryAddressRecord | null;
}

export interface CreatedUser {
  id: string;
  email: string;
  phoneNo: string;
  password: string;
  role: Role;
}

/** The app's real Mongoose model for users. */
export function userModel(t: Pick<TestApp, 'app'>): Model<User> {
  return t.app.get<Model<User>>(getModelToken(User.name));
}

/**
 * Writes an account through the app's real User model (argon2id hash, as sign-up stores it).
 * Defaults: role user, verified, {@link DEFAULT_PASSWORD}, unique e-mail and phone, and (customers)
 * the delivery address {@link TEST_ADDRESS}.
 */
export async function createUser(t: Pick<TestApp, 'app'>, options: CreateUserOptions = {}): Promise<CreatedUser> {
  const role = (options.role ?? Role.User) as Role;
  const password = options.password ?? DEFAULT_PASSWORD;
  const email = (options.email ?? uniqueEmail(role)).toLowerCase();
  const phoneNo = options.phoneNo ?? uniquePhone();
  const deliveryAddress = options.deliveryAddress === undefined ? (role === Role.User ? TEST_ADDRESS : null) : options.deliveryAddress;
  const doc = await userModel(t).create({
    fullName: options.fullName ?? `Test ${role}`,
    email,
    phoneNo,
    role,
    emailVerified: options.verified ?? true,
    active: options.active ?? true,
    passwordHash: await hashPassword(password),
    // As sign-up stores a new account (users.repository.ts `create`): never paused.
    pausedUntil: null,
    ...(deliveryAddress ? { deliveryAddress } : {}),
  });
  return { id: doc._id.toString(), email, phoneNo, password, role };
}

const LOGIN = /* GraphQL */ `
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      accessToken
      user {
        id
        role
      }
    }
  }
`;

/** Creates a verified account with `role` and signs in through the public `login` mutation. */
export async function loginAs(
  t: TestApp,
  role: Role | `${Role}` = Role.User,
  options: Omit<CreateUserOptions, 'role'> = {},
): Promise<CreatedUser & { token: string }> {
  const user = await createUser(t, { ...options, role });
  const body = await t.gql<{ login: { accessToken: string } }>(LOGIN, { input: { identifier: user.email, password: user.password } });
  const token = body.data?.login.accessToken;
  if (!token) throw new Error(`loginAs(${role}) failed: ${JSON.stringify(body.errors)}`);
  return { ...user, token };
}
