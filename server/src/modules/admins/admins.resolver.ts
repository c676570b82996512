import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentUser, type AuthUser } from '../../common/auth/current-user.decorator.js';
import { Role, Roles } from '../../common/auth/roles.decorator.js';
import { SearchPageArgs } from '../../common/paging/page-args.js';
import { AdminsService } from './admins.service.js';
import { AdminAccountObject, AdminAccountPage, CreateAdminInput } from './dto/admin.dto.js';

/** Staff accounts: super_admin only. */
@Resolver(() => AdminAccountObject)
export class AdminsResolver {
  constructor(private readonly adminsService: AdminsService) {}

  @Query(() => AdminAccountPage, {
    description: 'Super admin: staff accounts (admin and super_admin), newest first; search matches name, e-mail or phone.',
  })
  @Roles(Role.SuperAdmin)
  admins(@Args() args: SearchPageArgs): Promise<AdminAccountPage> {
    return this.adminsService.page(args.page, args.limit, args.search);
  }

  @Mutation(() => AdminAccountObject, {
    description: 'Super admin: creates a verified admin account. Errors: VALIDATION_FAILED, ACCOUNT_EXISTS (409).',
  })
  @Roles(Role.SuperAdmin)
  createAdmin(@Args('input') input: CreateAdminInput): Promise<AdminAccountObject> {
    return this.adminsService.create(input);
  }

  @Mutation(() => AdminAccountObject, {
    description:
      'Super admin: activates or deactivates an admin (a deactivated one is signed out at once). Errors: NOT_FOUND, CANNOT_CHANGE_SELF (403), SUPER_ADMIN_PROTECTED (403).',
  })
  @Roles(Role.SuperAdmin)
  setAdminActive(
    @CurrentUser() caller: AuthUser,
    @Args('id', { type: () => ID }) id: string,
    @Args('active') active: boolean,
  ): Promise<AdminAccountObject> {
    return this.adminsService.setActive(caller, id, active);
  }
}
