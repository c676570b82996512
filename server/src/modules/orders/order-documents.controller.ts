import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, type AuthUser } from '../../common/auth/current-user.decorator.js';
import { ANY_SIGNED_IN, Roles } from '../../common/auth/roles.decorator.js';
import { OrderDocumentsService, type PdfFile } from './order-documents.service.js';

function sendPdf(res: Response, pdf: PdfFile): void {
  res.setHeader('Content-Type', 'application/pdf');
  res.setHeader('Content-Disposition', `attachment; filename="${pdf.filename}"`);
  res.setHeader('Cache-Control', 'private, no-store');
  res.send(pdf.content);
}

/** Tax document downloads for the order's owner and staff (404 ORDER_NOT_FOUND for anyone else). */
@ApiTags('orders')
@ApiBearerAuth()
@Controller('orders')
export class OrderDocumentsController {
  constructor(private readonly documents: OrderDocumentsService) {}

  /** `GET /api/orders/{id}/invoice.pdf`: the order's UAE VAT tax invoice. */
  @Get(':id/invoice.pdf')
  @Roles(...ANY_SIGNED_IN)
  @ApiOkResponse({ description: 'application/pdf' })
  async invoice(@CurrentUser() caller: AuthUser, @Param('id') id: string, @Res() res: Response): Promise<void> {
    sendPdf(res, await this.documents.downloadInvoice(caller, id));
  }

  /** `GET /api/orders/{id}/credit-notes/{refundId}.pdf`: a succeeded refund's tax credit note. */
  @Get(':id/credit-notes/:refundId.pdf')
  @Roles(...ANY_SIGNED_IN)
  @ApiOkResponse({ description: 'application/pdf' })
  async creditNote(
    @CurrentUser() caller: AuthUser,
    @Param('id') id: string,
    @Param('refundId') refundId: string,
    @Res() res: Response,
  ): Promise<void> {
    sendPdf(res, await this.documents.downloadCreditNote(caller, id, refundId));
  }
}
