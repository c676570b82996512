import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { batchLoader } from '../../common/graphql/batch-loader.js';
import { UserObject } from '../users/dto/user.object.js';
import { PlanStatus } from '../users/users.types.js';
import { SubscriptionsService } from './subscriptions.service.js';

/**
 * `User.planStatus` as shown (issue 4 §4): Paused while a pause of the user's Active subscription
 * covers today (UTC), else the stored status. Lives here, not in the users module, so users never
 * depends on subscriptions; one lookup per request however many users are listed.
 */
@Resolver(() => UserObject)
export class UserPlanStatusResolver {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @ResolveField('planStatus', () => PlanStatus, { description: 'Subscription state (`plan_status`): Paused while a pause covers today (UTC).' })
  async planStatus(@Parent() user: UserObject, @Context() context: object): Promise<PlanStatus> {
    if (user.planStatus !== PlanStatus.Active) return user.planStatus;
    const load = batchLoader(context, 'pausedToday', async (ids: string[]) => {
      const paused = await this.subscriptions.pausedToday(ids);
      return new Map(ids.map((id) => [id, paused.has(id)]));
    });
    return (await load(user.id)) ? PlanStatus.Paused : PlanStatus.Active;
  }
}
