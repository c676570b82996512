import { ArgsType, Field, GraphQLISODateTime, ID, IntersectionType, ObjectType, PickType } from '@nestjs/graphql';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsEnum, IsMongoId, IsOptional } from 'class-validator';
import { SortableArgs, sortColumns, type SortColumn } from '../../../common/paging/sort.js';
import { OrderType } from '../../pricing/pricing.rules.js';
import { OrderStatus } from '../order.schema.js';
import { RenewalState } from '../renewal.schema.js';
import './renewal.objects.js';
import { OrderObject, OrderPackageObject } from './order.object.js';
import { PageOf } from '../../../common/paging/page.object.js';
import { DateValue } from '../../../common/validation/fields.js';
import { OBJECT_ID_SCHEMA } from '../../../common/validation/api-shapes.js';

/** Columns the admin order list may be sorted by. */
export const OrderSortField = sortColumns('OrderSortField', ['orderNumber', 'planName', 'orderType', 'total', 'status', 'createdAt']);
export type OrderSortField = SortColumn<typeof OrderSortField>;

/** `adminOrders` and the order CSV export: paging, search (order number, plan, customer name, e-mail or phone), sort, status, type, plan and date-range filters. */
@ArgsType()
export class OrderListArgs extends SortableArgs(OrderSortField, 'newest first') {
  @Field(() => OrderStatus, { nullable: true, description: 'Only orders in this state.' })
  @IsOptional()
  @IsEnum(OrderStatus, { message: 'status must be Paid, PartiallyRefunded, Refunded or Cancelled' })
  status?: OrderStatus;

  @Field(() => OrderType, { nullable: true, description: 'Only orders of this type.' })
  @IsOptional()
  @IsEnum(OrderType, { message: 'orderType must be Trial, Monthly, Custom or Promotion' })
  orderType?: OrderType;

  @Field(() => ID, { nullable: true, description: 'Only orders of this plan.' })
  @ApiPropertyOptional(OBJECT_ID_SCHEMA)
  @IsOptional()
  @IsMongoId({ message: 'planId must be a plan id' })
  planId?: string;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Only orders placed at or after this instant (UTC).' })
  @ApiPropertyOptional({ type: String, format: 'date-time' })
  @IsOptional()
  @DateValue('from must be a date')
  from?: Date;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Only orders placed before this instant (UTC, exclusive).' })
  @ApiPropertyOptional({ type: String, format: 'date-time' })
  @IsOptional()
  @DateValue('to must be a date')
  to?: Date;
}

/** One row of the admin order list. Money in fils. */
@ObjectType('AdminOrder')
export class AdminOrderObject extends IntersectionType(
  PickType(OrderObject, ['id', 'orderNumber', 'userId', 'planId', 'orderType', 'total', 'status', 'createdAt'] as const),
  PickType(OrderPackageObject, ['days', 'startDate'] as const),
) {
  @Field({ description: "The customer's full name ('' when the account is gone)." })
  customerName!: string;

  @Field({ description: "The customer's e-mail ('' when the account is gone)." })
  customerEmail!: string;

  @Field({ description: 'The plan name as ordered.' })
  planName!: string;

  @Field(() => RenewalState, {
    nullable: true,
    description:
      'The automatic renewal of the subscription this order bought (scheduled, paid, needs action, failed, off); null for an order older than automatic renewal.',
  })
  renewalState!: RenewalState | null;
}

/** One page of admin orders. */
@ObjectType()
export class AdminOrderPage extends PageOf(AdminOrderObject) {}
