import { Controller, Headers, HttpCode, Post, Req, type RawBodyRequest } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../../common/auth/roles.decorator.js';
import { FulfilmentService } from './fulfilment.service.js';

/**
 * `POST /api/payments/webhook`: Stripe's webhook. Public: Stripe proves itself with the
 * `Stripe-Signature` of the raw body (bootstrap.ts creates the app with `rawBody: true`).
 * Lives with the orders it creates, so the payments module does not depend on orders.
 */
@ApiExcludeController()
@Controller('payments')
export class PaymentsWebhookController {
  constructor(private readonly fulfilment: FulfilmentService) {}

  /** 200 `{ received: true }`; 400 WEBHOOK_SIGNATURE_INVALID; 503 PAYMENTS_NOT_CONFIGURED. */
  @Post('webhook')
  @HttpCode(200)
  @Public()
  async webhook(@Req() req: RawBodyRequest<Request>, @Headers('stripe-signature') signature?: string): Promise<{ received: true }> {
    await this.fulfilment.handleWebhook(req.rawBody, signature);
    return { received: true };
  }
}
