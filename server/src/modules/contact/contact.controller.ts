import { Body, Controller, Get, HttpCode, Post, Query, Res, UseFilters } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public, Roles, STAFF_ROLES } from '../../common/auth/roles.decorator.js';
import { streamCsv } from '../../common/http/csv-stream.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.decorator.js';
import { DataMessageExceptionFilter } from '../../common/errors/data-message.filter.js';
import { messageBody, type MessageBody } from '../../common/http/message-body.js';
import { CONTACT_CSV_HEADER, ContactService } from './contact.service.js';
import { ContactInput, ContactListArgs, CorporateEnquiryInput } from './dto/contact.inputs.js';

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
  @HttpCode(201)
  @Public()
  @RateLimit('forms')
  @ApiCreatedResponse({ description: '{ message, data: { message: "Thanks! We\'ll get back to you within one business day." } }' })
  @ApiBadRequestResponse({ description: '{ code, message, errors, data: { message } }' })
  async submit(@Body() input: ContactInput): Promise<MessageBody> {
    return messageBody(await this.contact.submitContact(input));
  }

  /** The corporate enquiry `{ company, contactName, email, phone, teamSize, message }`. */
  @Post('corporate')
  @HttpCode(201)
  @Public()
  @RateLimit('forms')
  @ApiCreatedResponse({ description: '{ message, data: { message: "Thanks! We\'ll get back to you within one business day." } }' })
  @ApiBadRequestResponse({ description: '{ code, message, errors, data: { message } }' })
  async corporate(@Body() input: CorporateEnquiryInput): Promise<MessageBody> {
    return messageBody(await this.contact.submitCorporate(input));
  }

  /**
   * Staff: the requests matching the grid's `?search&type&sortBy&sortDir` as a streamed CSV download,
   * UTF-8 with BOM. Errors: 400, 401, 403.
   */
  @Get('export.csv')
  @Roles(...STAFF_ROLES)
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: `text/csv: ${CONTACT_CSV_HEADER.join(',')}` })
  exportCsv(@Query() q: ContactListArgs, @Res() res: Response): Promise<void> {
    return streamCsv(res, 'contact-requests.csv', CONTACT_CSV_HEADER, this.contact.exportRows(q.search, q.type, q));
  }
}
