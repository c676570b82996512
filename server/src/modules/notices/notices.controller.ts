import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Role, Roles } from '../../common/auth/roles.decorator.js';
import { streamCsv } from '../../common/http/csv-stream.js';
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
  @Get('export.csv')
  @Roles(Role.Admin, Role.SuperAdmin)
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: `text/csv: ${NOTICE_CSV_HEADER.join(',')}` })
  exportCsv(@Query() q: SearchPageArgs, @Res() res: Response): Promise<void> {
    return streamCsv(res, 'notifications.csv', NOTICE_CSV_HEADER, this.notices.exportRows(q.search));
  }
}
