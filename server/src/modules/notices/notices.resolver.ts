import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentUser, type AuthUser } from '../../common/auth/current-user.decorator.js';
import { Role, Roles } from '../../common/auth/roles.decorator.js';
import { Language, RequestLanguage } from '../../common/i18n/language.js';
import { PageArgs, SearchPageArgs } from '../../common/paging/page-args.js';
import { SendNotificationInput } from './dto/notice.inputs.js';
import { MyNotificationObject, MyNotificationPage, SentNotificationObject, SentNotificationPage } from './dto/notice.objects.js';
import { NoticesService } from './notices.service.js';

/** In-app notifications (dashboard notifications). */
@Resolver(() => SentNotificationObject)
export class NoticesResolver {
  constructor(private readonly notices: NoticesService) {}

  @Mutation(() => SentNotificationObject, {
    description:
      'Admin: sends a notification to Everyone (all customers), ActiveCustomers (plan status Active now) or OneCustomer (userId). Errors: VALIDATION_FAILED, NOT_FOUND.',
  })
  @Roles(Role.Admin, Role.SuperAdmin)
  sendNotification(@CurrentUser() caller: AuthUser, @Args('input') input: SendNotificationInput): Promise<SentNotificationObject> {
    return this.notices.send(caller, input);
  }

  @Query(() => SentNotificationPage, { description: 'Admin: sent notifications, newest first; search matches title or message.' })
  @Roles(Role.Admin, Role.SuperAdmin)
  sentNotifications(@Args() args: SearchPageArgs): Promise<SentNotificationPage> {
    return this.notices.sentPage(args.page, args.limit, args.search);
  }

  @Query(() => MyNotificationPage, {
    description:
      "The caller's notifications, newest first, with read flags and the unread count; title and message in the Accept-Language language (English where no Arabic was sent).",
  })
  @Roles(Role.User, Role.Admin, Role.SuperAdmin)
  myNotifications(@CurrentUser() caller: AuthUser, @Args() args: PageArgs, @RequestLanguage() lang: Language): Promise<MyNotificationPage> {
    return this.notices.inbox(caller, args.page, args.limit, lang);
  }

  @Mutation(() => MyNotificationObject, {
    description: "Marks one of the caller's notifications read. Errors: NOT_FOUND (unknown or not the caller's).",
  })
  @Roles(Role.User, Role.Admin, Role.SuperAdmin)
  markNotificationRead(
    @CurrentUser() caller: AuthUser,
    @Args('id', { type: () => ID }) id: string,
    @RequestLanguage() lang: Language,
  ): Promise<MyNotificationObject> {
    return this.notices.markRead(caller, id, new Date(), lang);
  }

  @Mutation(() => Int, { description: "Marks all of the caller's notifications read; returns how many were unread." })
  @Roles(Role.User, Role.Admin, Role.SuperAdmin)
  markAllNotificationsRead(@CurrentUser() caller: AuthUser): Promise<number> {
    return this.notices.markAllRead(caller);
  }
}
