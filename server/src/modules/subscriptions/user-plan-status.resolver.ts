import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import DataLoader from 'dataloader';
import { UserObject } from '../users/dto/user.object.js';
import { PlanStatus } from '../users/users.types.js';
import { SubscriptionsService } from './subscriptions.service.js';

/**
 * `User.planStatus` as shown: Paused while a pause of the user's Active subscription
 * covers today (UTC), else the stored status; no lookup when the account's `pausedUntil` says no pause can cover
 * today (users/user.schema.ts). Lives here, not in the users module, so users never
 * depends on subscriptions; one lookup per request however many users are listed.
 */
/** One loader per GraphQL request (its context object), so batches never mix requests or outlive them. */
const pausedTodayLoaders = new WeakMap<object, DataLoader<string, boolean>>();

@Resolver(() => UserObject)
export class UserPlanStatusResolver {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @ResolveField('planStatus', () => PlanStatus, {
    description: 'Subscription state (`plan_status`): Paused while a pause covers today (UTC).',
  })
  async planStatus(@Parent() user: UserObject, @Context() context: object): Promise<PlanStatus> {
    if (!this.subscriptions.needsPauseLookup(user.planStatus, user.pausedUntil)) return user.planStatus;
    let loader = pausedTodayLoaders.get(context);
    if (!loader) {
      loader = new DataLoader<string, boolean>(async (ids) => {
        const paused = await this.subscriptions.pausedToday([...ids]);
        return ids.map((id) => paused.has(id));
      });
      pausedTodayLoaders.set(context, loader);
    }
    return (await loader.load(user.id)) ? PlanStatus.Paused : PlanStatus.Active;
  }
}
