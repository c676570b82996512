import { Controller, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Role } from '../../common/auth/roles.decorator.js';
import { KitchenDateArgs } from './dto/kitchen.objects.js';
import { KitchenService } from './kitchen.service.js';
import { CsvRoute } from '../../common/http/csv-stream.js';

/**
 * Sends `csv` as a download. The headers are set only on success, so a refused request keeps the
 * JSON error body of the global filter (a `@Header` would label that body text/csv too).
 */
function asCsv(res: Response, filename: string, csv: string): string {
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
  res.setHeader('Cache-Control', 'no-store');
  return csv;
}

/** REST: the kitchen lists as CSV downloads. RFC 4180, CRLF, formula-like cells neutralised. */
@ApiTags('kitchen')
@ApiBearerAuth()
@Controller('kitchen')
export class KitchenController {
  constructor(private readonly kitchen: KitchenService) {}

  /** Admin: `?date=YYYY-MM-DD` -> text/csv `date,category,meal,count`. Errors: 400 VALIDATION_FAILED. */
  @CsvRoute('production.csv', ['date', 'category', 'meal', 'count'], Role.Admin, Role.SuperAdmin)
  async production(@Query() q: KitchenDateArgs, @Res({ passthrough: true }) res: Response): Promise<string> {
    return asCsv(res, `kitchen-production-${q.date}.csv`, await this.kitchen.productionCsv(q.date));
  }

  /** Admin: `?date=YYYY-MM-DD` -> text/csv `date,slot,customer,phone,address,instructions,mealCount,meals,addressLabel` (the day's address and its label). Errors: 400 VALIDATION_FAILED. */
  @CsvRoute(
    'manifest.csv',
    ['date', 'slot', 'customer', 'phone', 'address', 'instructions', 'mealCount', 'meals'],
    Role.Admin,
    Role.SuperAdmin,
  )
  async manifest(@Query() q: KitchenDateArgs, @Res({ passthrough: true }) res: Response): Promise<string> {
    return asCsv(res, `kitchen-manifest-${q.date}.csv`, await this.kitchen.manifestCsv(q.date));
  }
}
