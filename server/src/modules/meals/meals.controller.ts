import { Controller, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { STAFF_ROLES } from '../../common/auth/roles.decorator.js';
import { CsvRoute, streamCsv } from '../../common/http/csv-stream.js';
import { MealExportArgs } from './dto/meal.inputs.js';
import { MEAL_CSV_HEADER, MealsService } from './meals.service.js';

/** REST shim of the staff menu grid: its CSV export. */
@ApiTags('meals')
@ApiBearerAuth()
@Controller('meals')
export class MealsController {
  constructor(private readonly meals: MealsService) {}

  /**
   * Staff: every meal matching the grid's `?search&category&active&sortBy&sortDir` as a streamed CSV
   * download, UTF-8 with BOM. Errors: 400, 401, 403.
   */
  @CsvRoute('export.csv', MEAL_CSV_HEADER, ...STAFF_ROLES)
  exportCsv(@Query() q: MealExportArgs, @Res() res: Response): Promise<void> {
    return streamCsv(
      res,
      'menu.csv',
      MEAL_CSV_HEADER,
      this.meals.exportRows({ ...q, active: q.active === undefined ? undefined : q.active === 'true' }),
    );
  }
}
