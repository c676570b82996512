import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** `?page=1&limit=10` of the REST list endpoints (spec section 7: page starts at 1). */
export class PageQueryDto {
  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be at least 1' })
  page: number = 1;

  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 50 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be between 1 and 100' })
  @Max(100, { message: 'limit must be between 1 and 100' })
  limit: number = 50;
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
