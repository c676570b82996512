import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import type { Role } from '../../common/auth/roles.decorator.js';
import { User, type PlanStatus } from './user.schema.js';

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
    return this.users.find({ $or: [{ email: email.toLowerCase() }, { phoneNo }] }).lean<User[]>().exec();
  }

  async create(data: Omit<Partial<User>, '_id'>): Promise<User> {
    const doc = await this.users.create(data);
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
   * Atomically counts a failed login; returns the new count.
   * No projection: FerretDB 1.24 does not implement `fields` on findAndModify.
   */
  async recordFailedLogin(id: Types.ObjectId): Promise<number> {
    const u = await this.users
      .findOneAndUpdate({ _id: id }, { $inc: { failedLogins: 1 } }, { returnDocument: 'after' })
      .lean<Pick<User, 'failedLogins'>>()
      .exec();
    return u?.failedLogins ?? 0;
  }

  lock(id: Types.ObjectId, until: Date) {
    return this.users.updateOne({ _id: id }, { $set: { lockedUntil: until, failedLogins: 0 } }).exec();
  }

  clearFailedLogins(id: Types.ObjectId) {
    return this.users.updateOne({ _id: id }, { $set: { failedLogins: 0 }, $unset: { lockedUntil: 1 } }).exec();
  }

  setPlanStatus(id: Types.ObjectId, planStatus: PlanStatus) {
    return this.users.updateOne({ _id: id }, { $set: { planStatus } }).exec();
  }

  /** Inserts the account when no user has this e-mail (seed; idempotent). */
  async upsertByEmail(data: Omit<Partial<User>, '_id'> & { email: string }) {
    await this.users.updateOne({ email: data.email }, { $setOnInsert: data }, { upsert: true }).exec();
  }

  count(filter: { role?: Role } = {}) {
    return this.users.countDocuments(filter).exec();
  }
}
