import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Public, Roles, STAFF_ROLES } from '../../common/auth/roles.decorator.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.decorator.js';
import { NewsletterListArgs, SubscribeNewsletterArgs } from './dto/newsletter.inputs.js';
import { NewsletterSubscriberObject, NewsletterSubscriberPage, SubscribeNewsletterPayload } from './dto/newsletter.object.js';
import { NewslettersService } from './newsletters.service.js';

/** The newsletter (spec landing page form; dashboard newsletters). */
@Resolver(() => NewsletterSubscriberObject)
export class NewslettersResolver {
  constructor(private readonly newsletters: NewslettersService) {}

  @Mutation(() => SubscribeNewsletterPayload, {
    description:
      "Subscribes an e-mail address once; a repeat answers 'You are already subscribed. Thank you!'. Errors: VALIDATION_FAILED ('Please enter a valid email address.').",
  })
  @Public()
  @RateLimit('forms')
  subscribeNewsletter(@Args() args: SubscribeNewsletterArgs): Promise<SubscribeNewsletterPayload> {
    return this.newsletters.subscribe(args.email);
  }

  @Query(() => NewsletterSubscriberPage, {
    description: 'Staff: subscribers newest first (or sortBy/sortDir); search matches the address.',
  })
  @Roles(...STAFF_ROLES)
  newsletterSubscribers(@Args() args: NewsletterListArgs): Promise<NewsletterSubscriberPage> {
    return this.newsletters.page(args.page, args.limit, args.search, args);
  }
}
