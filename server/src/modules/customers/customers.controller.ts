import { Controller, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { STAFF_ROLES } from '../../common/auth/roles.decorator.js';
import { CsvRoute, streamCsv } from '../../common/http/csv-stream.js';
import { CUSTOMER_CSV_HEADER, CustomersService } from './customers.service.js';
import { CustomerListArgs } from './dto/customer.args.js';

/** REST shim of the staff customer grid: its CSV export. */
@ApiTags('customers')
@ApiBearerAuth()
@Controller('customers')
export class CustomersController {
  constructor(private readonly customers: CustomersService) {}

  /**
   * Staff: every customer matching the grid's `?search&planStatus&sortBy&sortDir` (page and limit are
   * ignored) as a streamed CSV download, UTF-8 with BOM: `name,email,phone,planStatus,active,emailVerified,area,building,apartment,city,createdAt`.
   * Errors: 400 VALIDATION_FAILED, 401, 403.
   */
  @CsvRoute('export.csv', CUSTOMER_CSV_HEADER, ...STAFF_ROLES)
  exportCsv(@Query() q: CustomerListArgs, @Res() res: Response): Promise<void> {
    return streamCsv(res, 'customers.csv', CUSTOMER_CSV_HEADER, this.customers.exportRows(q));
  }
}
