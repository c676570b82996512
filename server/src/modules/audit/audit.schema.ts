import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';

/**
 * One staff mutation as it happened (docs/decisions/0016-back-office-completeness.md "Audit log"): who (id, e-mail, name, role),
 * what (action = GraphQL field or REST route, entity and its id), the changed fields before and after,
 * when and from which IP. Append-only: the model refuses every update and delete (hooks below) and
 * no API writes it except the audit interceptor's insert.
 */
@Schema({ collection: 'audit_log', timestamps: { createdAt: true, updatedAt: false } })
export class AuditEntry {
  _id!: Types.ObjectId;

  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  actorId!: Types.ObjectId;

  @Prop({ required: true })
  actorEmail!: string;

  @Prop({ required: true })
  actorName!: string;

  @Prop({ required: true })
  actorRole!: string;

  /** GraphQL mutation name (`updatePlan`) or REST route (`POST /api/planPromotions`). */
  @Prop({ required: true })
  action!: string;

  /** The collection of the entity changed (`plans`), or null when the operation has no entity reader. */
  @Prop({ type: String, default: null })
  entity!: string | null;

  @Prop({ type: String, default: null })
  entityId!: string | null;

  /** Changed top-level fields as they were before (absent fields are null); secrets shown as "[redacted]". */
  @Prop({ type: MongooseSchema.Types.Mixed, default: null })
  before!: Record<string, unknown> | null;

  /** The same fields after the change. */
  @Prop({ type: MongooseSchema.Types.Mixed, default: null })
  after!: Record<string, unknown> | null;

  @Prop({ type: String, default: null })
  ip!: string | null;

  createdAt!: Date;
}

export const AuditEntrySchema = SchemaFactory.createForClass(AuditEntry);
// The super_admin grid: newest first, optionally by entity, action or actor.
AuditEntrySchema.index({ createdAt: -1, _id: -1 });
AuditEntrySchema.index({ entity: 1, createdAt: -1, _id: -1 });
AuditEntrySchema.index({ action: 1, createdAt: -1, _id: -1 });
AuditEntrySchema.index({ actorId: 1, createdAt: -1, _id: -1 });
AuditEntrySchema.index({ entityId: 1, createdAt: -1 });

/** The log is append-only: any update, replace or delete through the model fails. */
const refuse = function (): never {
  throw new Error('The audit log is append-only: entries cannot be changed or deleted.');
};
for (const op of [
  'updateOne',
  'updateMany',
  'replaceOne',
  'findOneAndUpdate',
  'findOneAndReplace',
  'deleteOne',
  'deleteMany',
  'findOneAndDelete',
] as const) {
  AuditEntrySchema.pre(op, refuse);
}
