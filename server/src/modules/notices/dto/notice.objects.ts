import { Field, GraphQLISODateTime, ID, Int, ObjectType } from '@nestjs/graphql';
import { NoticeAudience } from '../notice.schema.js';
import { PageOf } from '../../../common/paging/page.object.js';
import { TranslationsObjectOf } from '../../../common/i18n/translations.dto.js';

/** The Arabic of a notification. */
@ObjectType('NotificationTranslation')
export class NoticeTranslationObject {
  @Field(() => String, { nullable: true })
  title?: string | null;

  @Field(() => String, { nullable: true })
  message?: string | null;
}

/** A notification's translations by language (only Arabic today). */
@ObjectType('NotificationTranslations')
export class NoticeTranslationsObject extends TranslationsObjectOf(NoticeTranslationObject) {}

/** What staff and customers both see of a notification (abstract: not a GraphQL type of its own). */
@ObjectType({ isAbstract: true })
abstract class NoticeFields {
  @Field(() => ID)
  id!: string;

  @Field()
  title!: string;

  @Field()
  message!: string;

  @Field(() => GraphQLISODateTime)
  createdAt!: Date;
}

/** A sent notification as staff see it. */
@ObjectType('SentNotification')
export class SentNotificationObject extends NoticeFields {
  @Field(() => NoticeTranslationsObject, { nullable: true, description: 'The Arabic title and message sent with it (null when none).' })
  translations?: NoticeTranslationsObject | null;

  @Field(() => NoticeAudience)
  audience!: NoticeAudience;

  @Field(() => Int, { description: 'Customers it reached when sent.' })
  recipientCount!: number;

  @Field(() => ID, { nullable: true, description: 'The customer, for OneCustomer.' })
  recipientId?: string | null;

  @Field(() => ID, { description: 'The staff account that sent it.' })
  sentBy!: string;
}

/** One page of sent notifications, newest first. */
@ObjectType()
export class SentNotificationPage extends PageOf(SentNotificationObject) {}

/** A notification in a customer's inbox. */
@ObjectType('MyNotification')
export class MyNotificationObject extends NoticeFields {
  @Field({ description: 'Whether the caller has read it.' })
  read!: boolean;
}

/** One page of the caller's inbox, newest first, with the unread count of the whole inbox. */
@ObjectType()
export class MyNotificationPage extends PageOf(MyNotificationObject) {
  @Field(() => Int, { description: 'Unread notifications in the whole inbox.' })
  unreadCount!: number;
}
