import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { MAX_PAGE } from './page-args.js';

/** `?page=1&limit=10` of the REST list endpoints (spec section 7: page starts at 1). */
export class PageQueryDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: MAX_PAGE, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be between 1 and 100000' })
  @Max(MAX_PAGE, { message: 'page must be between 1 and 100000' })
  page = 1;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 100, default: 50 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be between 1 and 100' })
  @Max(100, { message: 'limit must be between 1 and 100' })
  limit = 50;
}

/** The paged response of spec section 7: `data` and `totalPages` (plus `total` rows). */
export interface Paged<T> {
  data: T[];
  totalPages: number;
  total: number;
}

export function totalPagesOf(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}
