import { ArgsType, Field } from '@nestjs/graphql';
import { IsEnum, IsOptional } from 'class-validator';
import { SortableArgs, sortColumns, type SortColumn } from '../../../common/paging/sort.js';
import { PlanStatus } from '../../users/users.types.js';

/** Columns the customer list may be sorted by. */
export const CustomerSortField = sortColumns('CustomerSortField', ['fullName', 'email', 'phoneNo', 'planStatus', 'createdAt']);
export type CustomerSortField = SortColumn<typeof CustomerSortField>;

/** `customers`: paging, search (name, e-mail or phone), sort, optional stored plan status. */
@ArgsType()
export class CustomerListArgs extends SortableArgs(CustomerSortField, 'newest first') {
  @Field(() => PlanStatus, { nullable: true, description: 'Only customers with this stored plan status.' })
  @IsOptional()
  @IsEnum(PlanStatus, { message: 'planStatus must be None, Active, Paused, Expired or Cancelled' })
  planStatus?: PlanStatus;
}
