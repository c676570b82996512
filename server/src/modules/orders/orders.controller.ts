import { Body, Controller, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CsvRoute, streamCsv } from '../../common/http/csv-stream.js';
import { OrderListArgs } from './dto/admin-order.objects.js';
import { CurrentUser, type AuthUser } from '../../common/auth/current-user.decorator.js';
import { Role, Roles, STAFF_ROLES } from '../../common/auth/roles.decorator.js';
import { CreateOrderBody } from './dto/create-order.input.js';
import { FulfilmentService } from './fulfilment.service.js';
import { ORDER_CSV_HEADER, OrderExportsService } from './order-exports.service.js';
import { toOrderRest } from './order.mappers.js';

/** REST shim: `POST /api/orders/createOrder/new` (spec section 7) and the staff order grid's CSV export. */
@ApiTags('orders')
@ApiBearerAuth()
@Controller('orders')
export class OrdersController {
  constructor(
    private readonly fulfilment: FulfilmentService,
    private readonly exports: OrderExportsService,
  ) {}

  /** `{ paymentIntentId, price, paymentMode: 'card', orderData? }` -> `{ message: 'Order placed successfully', data: <order, AED> }`. */
  @Post('createOrder/new')
  @HttpCode(200)
  @Roles(Role.User)
  @ApiOkResponse({ description: "{ message: 'Order placed successfully', data: order }" })
  async createOrder(@CurrentUser() caller: AuthUser, @Body() body: CreateOrderBody) {
    const order = await this.fulfilment.createOrder(caller, { paymentIntentId: body.paymentIntentId, checkoutId: body.checkoutId });
    return { message: 'Order placed successfully', data: toOrderRest(order) };
  }

  /**
   * Staff: every order matching the grid's `?search&status&orderType&planId&from&to&sortBy&sortDir`
   * (page and limit are ignored) as a streamed CSV download, UTF-8 with BOM, money in AED.
   * Errors: 400 VALIDATION_FAILED, 401, 403.
   */
  @CsvRoute('export.csv', ORDER_CSV_HEADER, ...STAFF_ROLES)
  exportCsv(@Query() q: OrderListArgs, @Res() res: Response): Promise<void> {
    return streamCsv(res, 'orders.csv', ORDER_CSV_HEADER, this.exports.exportRows(q));
  }
}
