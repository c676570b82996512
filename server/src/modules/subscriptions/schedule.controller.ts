import { Controller, Get, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthUser } from '../../common/auth/current-user.decorator.js';
import { ANY_SIGNED_IN, Roles } from '../../common/auth/roles.decorator.js';
import { OBJECT_ID_RE } from '../../common/validation/api-shapes.js';
import { DELIVERY_STATUS_PARAMS, ScheduleService, type ScheduleRestRow } from './schedule.service.js';

/** REST shim: the user plan order detail of spec sections 3 and 7. */
@ApiTags('orders')
@ApiBearerAuth()
@Controller('orders')
export class ScheduleController {
  constructor(private readonly schedule: ScheduleService) {}

  /**
   * `{ data: [ { _id (subscription), user, plan, plan_name, status, start_date, end_date, plan_meals: [ { _id, category,
   * meal_details: { _id, name }, scheduled_date (ISO, UTC), delivery_status } ] } ] }`, newest subscription first.
   * `deliveryStatus`: Pending, OutForDelivery (or "Out for delivery"), Delivered, Cancelled or all.
   * Errors: 400 unknown status, 401, 403 (another customer's id).
   */
  @Get('getOrdersDetailBySpecificUserAndDeliveryStatus/:userId/:deliveryStatus')
  @Roles(...ANY_SIGNED_IN)
  @ApiParam({
    name: 'userId',
    schema: { type: 'string', pattern: OBJECT_ID_RE.source },
    description: 'The caller (customers) or any user (staff).',
  })
  @ApiParam({
    name: 'deliveryStatus',
    enum: DELIVERY_STATUS_PARAMS,
    description: 'A delivery status, or all (the server also accepts these case-insensitively, without spaces).',
  })
  @ApiOkResponse({
    description: '{ data: [ { _id, user, plan_meals: [ { category, meal_details: { _id, name }, scheduled_date, delivery_status } ] } ] }',
  })
  async byUserAndStatus(
    @CurrentUser() caller: AuthUser,
    @Param('userId') userId: string,
    @Param('deliveryStatus') deliveryStatus: string,
  ): Promise<{ data: ScheduleRestRow[] }> {
    return { data: await this.schedule.scheduleByStatus(caller, userId, deliveryStatus) };
  }
}
