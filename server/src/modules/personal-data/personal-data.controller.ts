import { Controller, Get, Ip, Param, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, type AuthUser } from '../../common/auth/current-user.decorator.js';
import { Role, Roles, STAFF_ROLES } from '../../common/auth/roles.decorator.js';
import { streamCsv } from '../../common/http/csv-stream.js';
import { Language, RequestLanguage } from '../../common/i18n/language.js';
import { ExportFormatQuery } from './dto/personal-data.objects.js';
import { PERSONAL_DATA_CSV_HEADER } from './personal-data.rules.js';
import { PersonalDataService } from './personal-data.service.js';

const DESCRIPTION =
  'application/json (sections profile, addresses, deliveryAddressRules, orders, subscriptions, scheduleChanges, deliverySlots, notifications, consents, newsletter, contactRequests, ambassadorApplications) or, with ?format=csv, text/csv `section,record,field,value`.';

/** The data export downloads (the right of access, Federal Decree-Law 45/2021). */
@ApiTags('personal-data')
@ApiBearerAuth()
@Controller()
export class PersonalDataController {
  constructor(private readonly data: PersonalDataService) {}

  /** `GET /api/users/me/data-export?format=json|csv`: everything kept about the caller. Errors: 400 VALIDATION_FAILED, 401, 403. */
  @Get('users/me/data-export')
  @Roles(Role.User)
  @ApiProduces('application/json', 'text/csv')
  @ApiOkResponse({ description: DESCRIPTION })
  async mine(
    @CurrentUser() caller: AuthUser,
    @Query() q: ExportFormatQuery,
    @RequestLanguage() lang: Language,
    @Res() res: Response,
  ): Promise<void> {
    await this.send(res, caller, caller.id, q, lang);
  }

  /** `GET /api/customers/{id}/data-export?format=json|csv`: staff, a customer's export; audited. Errors: 400, 401, 403, 404 NOT_FOUND. */
  @Get('customers/:id/data-export')
  @Roles(...STAFF_ROLES)
  @ApiProduces('application/json', 'text/csv')
  @ApiOkResponse({ description: DESCRIPTION })
  async customer(
    @CurrentUser() caller: AuthUser,
    @Param('id') id: string,
    @Query() q: ExportFormatQuery,
    @RequestLanguage() lang: Language,
    @Ip() ip: string,
    @Res() res: Response,
  ): Promise<void> {
    await this.send(res, caller, id, q, lang, ip);
  }

  private async send(res: Response, caller: AuthUser, id: string, q: ExportFormatQuery, lang: Language, ip?: string): Promise<void> {
    const day = new Date().toISOString().slice(0, 10);
    if (q.format === 'csv') {
      const rows = await this.data.exportRowsOf(caller, id, lang, ip);
      await streamCsv(
        res,
        `freshfuel-data-${day}.csv`,
        PERSONAL_DATA_CSV_HEADER,
        (async function* () {
          yield rows;
        })(),
      );
      return;
    }
    const data = await this.data.exportOf(caller, id, lang, ip);
    res.status(200);
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="freshfuel-data-${day}.json"`);
    res.setHeader('Cache-Control', 'no-store');
    res.send(JSON.stringify(data, null, 2));
  }
}
