import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Public, Roles, STAFF_ROLES } from '../../common/auth/roles.decorator.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.decorator.js';
import { AmbassadorStatus } from './ambassador.schema.js';
import { AmbassadorsService } from './ambassadors.service.js';
import { AmbassadorListArgs, ApplyAmbassadorInput } from './dto/ambassador.inputs.js';
import { AmbassadorApplicationObject, AmbassadorApplicationPage, ApplyAmbassadorPayload } from './dto/ambassador.object.js';

/** Ambassador applications (spec /ambassador; dashboard ambassadors). */
@Resolver(() => AmbassadorApplicationObject)
export class AmbassadorsResolver {
  constructor(private readonly ambassadors: AmbassadorsService) {}

  @Mutation(() => ApplyAmbassadorPayload, {
    description:
      'Submits the Apply as Ambassador form (spec sections 3, 5). Errors: VALIDATION_FAILED (spec messages), AMBASSADOR_ALREADY_APPLIED (409).',
  })
  @Public()
  @RateLimit('forms')
  applyAmbassador(@Args('input') input: ApplyAmbassadorInput): Promise<ApplyAmbassadorPayload> {
    return this.ambassadors.apply(input);
  }

  @Query(() => AmbassadorApplicationPage, {
    description: 'Staff: applications newest first (or sortBy/sortDir); search matches name, e-mail, phone or URL; optional status filter.',
  })
  @Roles(...STAFF_ROLES)
  ambassadorApplications(@Args() args: AmbassadorListArgs): Promise<AmbassadorApplicationPage> {
    return this.ambassadors.page(args.page, args.limit, args.search, args.status, args);
  }

  @Mutation(() => AmbassadorApplicationObject, {
    description: 'Staff: sets an application to Pending, Approved or Rejected. Errors: NOT_FOUND.',
  })
  @Roles(...STAFF_ROLES)
  setAmbassadorStatus(
    @Args('id', { type: () => ID }) id: string,
    @Args('status', { type: () => AmbassadorStatus }) status: AmbassadorStatus,
  ): Promise<AmbassadorApplicationObject> {
    return this.ambassadors.setStatus(id, status);
  }
}
