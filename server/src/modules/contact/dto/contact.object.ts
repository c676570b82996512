import { Field, GraphQLISODateTime, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { ContactRequestType } from '../contact-request.schema.js';
import { PageOf } from '../../../common/paging/page.object.js';

registerEnumType(ContactRequestType, {
  name: 'ContactRequestType',
  description: 'Contact (contact-us form) or Corporate (corporate enquiry).',
});

/** A contact-us message or corporate enquiry as staff see it (dashboard contact_us). */
@ObjectType('ContactRequest')
export class ContactRequestObject {
  @Field(() => ID)
  id!: string;

  @Field(() => ContactRequestType)
  type!: ContactRequestType;

  @Field({ description: 'The person (the contact name of a corporate enquiry).' })
  name!: string;

  @Field({ description: 'Lower-case e-mail address.' })
  email!: string;

  @Field({ description: 'E.164, e.g. +971501234567.' })
  phone!: string;

  @Field()
  message!: string;

  @Field(() => String, { nullable: true, description: 'Corporate enquiries only.' })
  company?: string | null;

  @Field(() => Int, { nullable: true, description: 'Corporate enquiries only: people to feed.' })
  teamSize?: number | null;

  @Field({ description: 'Whether staff have answered it.' })
  handled!: boolean;

  @Field(() => GraphQLISODateTime, { description: 'When it arrived (UTC).' })
  createdAt!: Date;
}

/** One page of requests: `data`, `totalPages` (at least 1), `total`. */
@ObjectType()
export class ContactRequestPage extends PageOf(ContactRequestObject) {}

/** The answer to `submitContact` and `submitCorporateEnquiry`: the text the form shows. */
@ObjectType()
export class ContactSubmittedPayload {
  @Field({ description: "'Thanks! We'll get back to you within one business day.'" })
  message!: string;
}
