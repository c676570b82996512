import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { AdminOrderDetailObject } from './dto/admin-order-detail.objects.js';
import { NextRenewalObject } from './dto/renewal.objects.js';
import { RenewalsService } from './renewals.service.js';

/** The staff order page's automatic renewal (the page itself is staff-only: `adminOrder`). */
@Resolver(() => AdminOrderDetailObject)
export class RenewalsStaffResolver {
  constructor(private readonly renewals: RenewalsService) {}

  @ResolveField(() => NextRenewalObject, {
    nullable: true,
    description:
      'The automatic renewal of the subscription this order bought (state, charge day, amount, attempts, last decline); null when there is no subscription.',
  })
  renewal(@Parent() d: AdminOrderDetailObject): Promise<NextRenewalObject | null> {
    return d.deliveries ? this.renewals.view(d.deliveries.subscriptionId) : Promise.resolve(null);
  }
}
