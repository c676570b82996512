import { Field, GraphQLISODateTime, ID, ObjectType } from '@nestjs/graphql';
import { PageOf } from '../../../common/paging/page.object.js';

/** The answer to `subscribeNewsletter`: the text the form shows, and whether the address was already on the list. */
@ObjectType()
export class SubscribeNewsletterPayload {
  @Field({ description: "'Thanks for subscribing!' or 'You are already subscribed. Thank you!'" })
  message!: string;

  @Field({ description: 'true when the address was subscribed before (nothing was added).' })
  alreadySubscribed!: boolean;
}

/** A subscriber as staff see it (dashboard newsletters). */
@ObjectType('NewsletterSubscriber')
export class NewsletterSubscriberObject {
  @Field(() => ID)
  id!: string;

  @Field({ description: 'Lower-case e-mail address.' })
  email!: string;

  @Field(() => GraphQLISODateTime, { description: 'When the address subscribed (UTC).' })
  createdAt!: Date;
}

/** One page of subscribers: `data`, `totalPages` (at least 1), `total`. */
@ObjectType()
export class NewsletterSubscriberPage extends PageOf(NewsletterSubscriberObject) {}
