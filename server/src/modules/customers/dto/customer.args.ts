import { ArgsType, Field, registerEnumType } from '@nestjs/graphql';
import { IsEnum, IsOptional } from 'class-validator';
import { SortableArgs } from '../../../common/paging/sort.js';
import { PlanStatus } from '../../users/users.types.js';

/** Columns the customer list may be sorted by. */
export enum CustomerSortField {
  fullName = 'fullName',
  email = 'email',
  phoneNo = 'phoneNo',
  planStatus = 'planStatus',
  createdAt = 'createdAt',
}
registerEnumType(CustomerSortField, { name: 'CustomerSortField' });

/** `customers`: paging, search (name, e-mail or phone), sort, optional stored plan status. */
@ArgsType()
export class CustomerListArgs extends SortableArgs(CustomerSortField, 'newest first') {
  @Field(() => PlanStatus, { nullable: true, description: 'Only customers with this stored plan status.' })
  @IsOptional()
  @IsEnum(PlanStatus, { message: 'planStatus must be None, Active, Paused, Expired or Cancelled' })
  planStatus?: PlanStatus;
}
