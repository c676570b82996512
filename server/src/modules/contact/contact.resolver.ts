import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Public, Roles, STAFF_ROLES } from '../../common/auth/roles.decorator.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.decorator.js';
import { ContactService } from './contact.service.js';
import { ContactInput, ContactListArgs, CorporateEnquiryInput } from './dto/contact.inputs.js';
import { ContactRequestObject, ContactRequestPage, ContactSubmittedPayload } from './dto/contact.object.js';

/** Contact-us messages and corporate enquiries (dashboard contact_us). */
@Resolver(() => ContactRequestObject)
export class ContactResolver {
  constructor(private readonly contact: ContactService) {}

  @Mutation(() => ContactSubmittedPayload, { description: 'Sends the contact-us form. Errors: VALIDATION_FAILED.' })
  @Public()
  @RateLimit('forms')
  submitContact(@Args('input') input: ContactInput): Promise<ContactSubmittedPayload> {
    return this.contact.submitContact(input);
  }

  @Mutation(() => ContactSubmittedPayload, {
    description: 'Sends the corporate enquiry form (spec /corporate). Errors: VALIDATION_FAILED.',
  })
  @Public()
  @RateLimit('forms')
  submitCorporateEnquiry(@Args('input') input: CorporateEnquiryInput): Promise<ContactSubmittedPayload> {
    return this.contact.submitCorporate(input);
  }

  @Query(() => ContactRequestPage, {
    description: 'Staff: requests newest first (or sortBy/sortDir); search matches name, e-mail, phone, company or message; optional type.',
  })
  @Roles(...STAFF_ROLES)
  contactRequests(@Args() args: ContactListArgs): Promise<ContactRequestPage> {
    return this.contact.page(args.page, args.limit, args.search, args.type, args);
  }

  @Mutation(() => ContactRequestObject, { description: 'Staff: marks a request handled or not. Errors: NOT_FOUND.' })
  @Roles(...STAFF_ROLES)
  setContactHandled(@Args('id', { type: () => ID }) id: string, @Args('handled') handled: boolean): Promise<ContactRequestObject> {
    return this.contact.setHandled(id, handled);
  }
}
