import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthUser } from '../../common/auth/current-user.decorator.js';
import { Role, Roles } from '../../common/auth/roles.decorator.js';
import { aedToFils } from '../../common/format/money.js';
import { CheckoutService } from './checkout.service.js';
import { CreatePaymentIntentBody } from './dto/create-payment-intent.input.js';

/** REST shim: `POST /api/users/create_payment_intent` (spec section 7). */
@ApiTags('payments')
@ApiBearerAuth()
@Controller('users')
export class CheckoutController {
  constructor(private readonly checkout: CheckoutService) {}

  /**
   * `{ amount (AED), checkoutId? }` -> `{ message, data: <client secret> }`. Charges the server quote of
   * the checkout (default: the caller's latest open one); `amount` must equal it (AMOUNT_MISMATCH otherwise).
   * Errors as `createPaymentIntent`, e.g. 409 DELIVERY_ADDRESS_REQUIRED 'Add a delivery address before paying.'
   */
  @Post('create_payment_intent')
  @HttpCode(200)
  @Roles(Role.User)
  @ApiOkResponse({ description: '{ message, data: "<client secret>" }' })
  async createPaymentIntent(
    @CurrentUser() caller: AuthUser,
    @Body() body: CreatePaymentIntentBody,
  ): Promise<{ message: string; data: string }> {
    const intent = await this.checkout.createPaymentIntent(
      caller,
      body.checkoutId ?? null,
      aedToFils(body.amount),
      body.acceptedTermsVersion ?? null,
    );
    return { message: 'Payment intent created', data: intent.clientSecret };
  }
}
