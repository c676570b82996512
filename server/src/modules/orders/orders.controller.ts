import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthUser } from '../../common/auth/current-user.decorator.js';
import { Role, Roles } from '../../common/auth/roles.decorator.js';
import { CreateOrderBody } from './dto/create-order.input.js';
import { OrdersService, toOrderRest } from './orders.service.js';

/** REST shim: `POST /api/orders/createOrder/new` (spec section 7). */
@ApiTags('orders')
@ApiBearerAuth()
@Controller('orders')
export class OrdersController {
  constructor(private readonly orders: OrdersService) {}

  /** `{ paymentIntentId, price, paymentMode: 'card', orderData? }` -> `{ message: 'Order placed successfully', data: <order, AED> }`. */
  @Post('createOrder/new')
  @HttpCode(200)
  @Roles(Role.User)
  @ApiOkResponse({ description: "{ message: 'Order placed successfully', data: order }" })
  async createOrder(@CurrentUser() caller: AuthUser, @Body() body: CreateOrderBody) {
    const order = await this.orders.createOrder(caller, { paymentIntentId: body.paymentIntentId, checkoutId: body.checkoutId });
    return { message: 'Order placed successfully', data: toOrderRest(order) };
  }
}
