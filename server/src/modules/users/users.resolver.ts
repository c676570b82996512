import { Query, Resolver } from '@nestjs/graphql';
import { CurrentUser, type AuthUser } from '../../common/auth/current-user.decorator.js';
import { ANY_SIGNED_IN, Roles } from '../../common/auth/roles.decorator.js';
import { UserObject } from './dto/user.object.js';
import { UsersService } from './users.service.js';

@Resolver(() => UserObject)
export class UsersResolver {
  constructor(private readonly users: UsersService) {}

  @Query(() => UserObject, { description: 'The signed-in user. Errors: UNAUTHENTICATED.' })
  @Roles(...ANY_SIGNED_IN)
  me(@CurrentUser() caller: AuthUser): Promise<UserObject> {
    return this.users.me(caller);
  }
}
