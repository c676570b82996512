import { ArgsType, Field, registerEnumType } from '@nestjs/graphql';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsEnum, IsOptional } from 'class-validator';
import { SortedSearchPageArgs } from '../../../common/paging/sort.js';
import { PlanStatus } from '../../users/user.schema.js';

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
export class CustomerListArgs extends SortedSearchPageArgs {
  @Field(() => CustomerSortField, { nullable: true, description: 'Column to sort by; default newest first.' })
  @ApiPropertyOptional({ enum: CustomerSortField })
  @IsOptional()
  @IsEnum(CustomerSortField, { message: 'sortBy is not a sortable column' })
  sortBy?: CustomerSortField;

  @Field(() => PlanStatus, { nullable: true, description: 'Only customers with this stored plan status.' })
  @IsOptional()
  @IsEnum(PlanStatus, { message: 'planStatus must be None, Active, Paused, Expired or Cancelled' })
  planStatus?: PlanStatus;
}
