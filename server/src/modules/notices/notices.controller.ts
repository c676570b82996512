import { Controller, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Role } from '../../common/auth/roles.decorator.js';
import { CsvRoute, streamCsv } from '../../common/http/csv-stream.js';
import { SearchPageArgs } from '../../common/paging/page-args.js';
import { NOTICE_CSV_HEADER, NoticesService } from './notices.service.js';

/** REST: the staff export of sent in-app notifications (the dashboard Notifications grid). */
@ApiTags('notifications')
@ApiBearerAuth()
@Controller('notifications')
export class NoticesController {
  constructor(private readonly notices: NoticesService) {}

  /**
   * Staff: every sent notification matching the grid's `?search` (title or message), newest first,
   * as a streamed CSV download, UTF-8 with BOM, formula-safe cells. Errors: 400, 401, 403.
   */
  @CsvRoute('export.csv', NOTICE_CSV_HEADER, Role.Admin, Role.SuperAdmin)
  exportCsv(@Query() q: SearchPageArgs, @Res() res: Response): Promise<void> {
    return streamCsv(res, 'notifications.csv', NOTICE_CSV_HEADER, this.notices.exportRows(q.search));
  }
}
