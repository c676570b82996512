import { Body, Controller, Post, Query, Res, UseFilters } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { STAFF_ROLES } from '../../common/auth/roles.decorator.js';
import { CsvRoute, streamCsv } from '../../common/http/csv-stream.js';
import { DataMessageExceptionFilter } from '../../common/errors/data-message.filter.js';
import { messageBody, PublicFormRoute, type MessageBody } from '../../common/http/message-body.js';
import { CONTACT_CSV_HEADER, ContactService } from './contact.service.js';
import { ContactInput, ContactListArgs, CorporateEnquiryInput } from './dto/contact.inputs.js';

/** The 201 answer of both forms, as OpenAPI shows it. */
const CONTACT_CREATED = '{ message, data: { message: "Thanks! We\'ll get back to you within one business day." } }';

/**
 * REST shim: `POST /api/contact` and `POST /api/contact/corporate`. Success 201
 * `{ message, data: { message } }`; failures 400 `{ code, message, errors, data: { message } }`,
 * like the other public forms.
 */
@ApiTags('contact')
@Controller('contact')
@UseFilters(DataMessageExceptionFilter)
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  /** The contact-us form `{ name, email, phone, message }`. */
  @Post()
  @PublicFormRoute(CONTACT_CREATED)
  async submit(@Body() input: ContactInput): Promise<MessageBody> {
    return messageBody(await this.contact.submitContact(input));
  }

  /** The corporate enquiry `{ company, contactName, email, phone, teamSize, message }`. */
  @Post('corporate')
  @PublicFormRoute(CONTACT_CREATED)
  async corporate(@Body() input: CorporateEnquiryInput): Promise<MessageBody> {
    return messageBody(await this.contact.submitCorporate(input));
  }

  /**
   * Staff: the requests matching the grid's `?search&type&sortBy&sortDir` as a streamed CSV download,
   * UTF-8 with BOM. Errors: 400, 401, 403.
   */
  @CsvRoute('export.csv', CONTACT_CSV_HEADER, ...STAFF_ROLES)
  exportCsv(@Query() q: ContactListArgs, @Res() res: Response): Promise<void> {
    return streamCsv(res, 'contact-requests.csv', CONTACT_CSV_HEADER, this.contact.exportRows(q.search, q.type, q));
  }
}
