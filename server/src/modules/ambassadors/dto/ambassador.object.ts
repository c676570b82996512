import { Field, GraphQLISODateTime, ID, ObjectType, registerEnumType } from '@nestjs/graphql';
import { AmbassadorStatus } from '../ambassador.schema.js';
import { PageOf } from '../../../common/paging/page.object.js';

registerEnumType(AmbassadorStatus, { name: 'AmbassadorStatus', description: 'Pending (new), Approved or Rejected.' });

/** An ambassador application as staff see it (spec section 3 "Ambassador application"). */
@ObjectType('AmbassadorApplication')
export class AmbassadorApplicationObject {
  @Field(() => ID)
  id!: string;

  @Field()
  fullName!: string;

  @Field()
  accountURL1!: string;

  @Field(() => String, { nullable: true })
  accountURL2?: string | null;

  @Field(() => String, { nullable: true })
  accountURL3?: string | null;

  @Field({ description: 'Lower-case e-mail address.' })
  email!: string;

  @Field()
  phone!: string;

  @Field({ description: 'Country option value: UAE, Saudi Arabia, Qatar, Kuwait, Bahrain, Oman, USA, UK, Canada or Australia.' })
  country!: string;

  @Field()
  brief!: string;

  @Field(() => AmbassadorStatus)
  status!: AmbassadorStatus;

  @Field(() => GraphQLISODateTime, { description: 'When the application arrived (UTC).' })
  createdAt!: Date;

  @Field(() => GraphQLISODateTime)
  updatedAt!: Date;
}

/** One page of applications: `data`, `totalPages` (at least 1), `total`. */
@ObjectType()
export class AmbassadorApplicationPage extends PageOf(AmbassadorApplicationObject) {}

/** The answer to `applyAmbassador`: the text the form shows. */
@ObjectType()
export class ApplyAmbassadorPayload {
  @Field({ description: "'Thank you! Your application has been received. We will get in touch soon.'" })
  message!: string;
}
