import { Args, Query, Resolver } from '@nestjs/graphql';
import { Role, Roles } from '../../common/auth/roles.decorator.js';
import { KitchenDateArgs, KitchenManifestObject, KitchenProductionObject } from './dto/kitchen.objects.js';
import { KitchenService } from './kitchen.service.js';

/** Kitchen lists for a delivery day. */
@Resolver(() => KitchenProductionObject)
export class KitchenResolver {
  constructor(private readonly kitchen: KitchenService) {}

  @Query(() => KitchenProductionObject, {
    description:
      'Admin: per category and meal, how many planned meals (not Cancelled) are scheduled on the day. Errors: VALIDATION_FAILED.',
  })
  @Roles(Role.Admin, Role.SuperAdmin)
  kitchenProduction(@Args() args: KitchenDateArgs): Promise<KitchenProductionObject> {
    return this.kitchen.production(args.date);
  }

  @Query(() => KitchenManifestObject, {
    description:
      'Admin: per customer (by name), phone, delivery address (one line, null when none), driver instructions and the meals to deliver on the day. Errors: VALIDATION_FAILED.',
  })
  @Roles(Role.Admin, Role.SuperAdmin)
  kitchenManifest(@Args() args: KitchenDateArgs): Promise<KitchenManifestObject> {
    return this.kitchen.manifest(args.date);
  }
}
