import { ArgsType, Field, GraphQLISODateTime, ID, ObjectType } from '@nestjs/graphql';
import { IsDate, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageArgs } from '../../../common/paging/page-args.js';
import { PageOf } from '../../../common/paging/page.object.js';

/** `auditLog` filters: all optional, combined; dates are UTC instants, `to` exclusive. */
@ArgsType()
export class AuditListArgs extends PageArgs {
  @Field({ nullable: true, description: 'Only entries about this collection (e.g. plans, discountcodes, users).' })
  @IsOptional()
  @IsString()
  @MaxLength(60)
  entity?: string;

  @Field(() => ID, { nullable: true, description: 'Only entries about this entity id.' })
  @IsOptional()
  @IsString()
  @MaxLength(60)
  entityId?: string;

  @Field({ nullable: true, description: 'Only this action (GraphQL mutation name or REST route).' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  action?: string;

  @Field(() => ID, { nullable: true, description: 'Only changes made by this staff account.' })
  @IsOptional()
  @IsString()
  @MaxLength(60)
  actorId?: string;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'From this instant (inclusive).' })
  @IsOptional()
  @IsDate({ message: 'from must be a date' })
  from?: Date;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Up to this instant (exclusive).' })
  @IsOptional()
  @IsDate({ message: 'to must be a date' })
  to?: Date;
}

/** One audit entry: a staff mutation with its changed fields. */
@ObjectType('AuditEntry')
export class AuditEntryObject {
  @Field(() => ID) id!: string;
  @Field(() => ID) actorId!: string;
  @Field() actorEmail!: string;
  @Field() actorName!: string;
  @Field({ description: 'admin or super_admin.' }) actorRole!: string;
  @Field({ description: 'GraphQL mutation name or REST route, e.g. updatePlan or POST /api/planPromotions.' }) action!: string;
  @Field(() => String, { nullable: true, description: 'Collection of the changed entity, e.g. plans.' }) entity!: string | null;
  @Field(() => String, { nullable: true }) entityId!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'Changed fields before, as JSON text of an object (null for a creation); secrets as "[redacted]".',
  })
  before!: string | null;
  @Field(() => String, { nullable: true, description: 'Changed fields after, as JSON text of an object (null for a deletion).' }) after!:
    string | null;
  @Field(() => String, { nullable: true, description: "The caller's IP address." }) ip!: string | null;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
}

/** One page of audit entries, newest first. */
@ObjectType()
export class AuditEntryPage extends PageOf(AuditEntryObject) {}
