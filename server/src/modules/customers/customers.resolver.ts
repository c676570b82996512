import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { Role, Roles } from '../../common/auth/roles.decorator.js';
import { CustomersService } from './customers.service.js';
import { Language, RequestLanguage } from '../../common/i18n/language.js';
import { CustomerListArgs } from './dto/customer.args.js';
import { AdminCustomerObject, CustomerObject, CustomerPage } from './dto/customer.objects.js';

/** Staff customer pages (dashboard customers). */
@Resolver(() => CustomerObject)
export class CustomersResolver {
  constructor(private readonly customersService: CustomersService) {}

  @Query(() => CustomerPage, {
    description:
      'Admin: customers (role user), paged; search (name, e-mail, phone) across every page, sortBy/sortDir, planStatus filter; default newest first.',
  })
  @Roles(Role.Admin, Role.SuperAdmin)
  customers(@Args() args: CustomerListArgs): Promise<CustomerPage> {
    return this.customersService.page(args);
  }

  @Query(() => AdminCustomerObject, {
    description:
      "Admin: one customer with subscriptions (plan names in the request's language) and orders, newest first (dashboard order/user/{id}). Errors: NOT_FOUND.",
  })
  @Roles(Role.Admin, Role.SuperAdmin)
  adminCustomer(@Args('id', { type: () => ID }) id: string, @RequestLanguage() lang: Language): Promise<AdminCustomerObject> {
    return this.customersService.get(id, lang);
  }
}
