import { Field, ObjectType } from '@nestjs/graphql';
import { UAE_EMIRATES } from '../delivery-address.js';

/** A customer's delivery address (docs/decisions/0010-customer-area.md; beyond the spec). */
@ObjectType('DeliveryAddress')
export class DeliveryAddressObject {
  @Field({ description: 'Area or community, e.g. "Dubai Marina".' })
  area!: string;

  @Field({ description: 'Building or villa name or number, and street, e.g. "Marina Heights Tower, Al Marsa Street".' })
  building!: string;

  @Field(() => String, { nullable: true, description: 'Flat, villa or office number, e.g. "1204"; null when not given.' })
  apartment!: string | null;

  @Field({ description: `Emirate: ${UAE_EMIRATES.join(', ')}.` })
  city!: string;

  @Field(() => String, {
    nullable: true,
    description: 'Instructions for the driver, e.g. "Leave with the concierge"; null when not given.',
  })
  instructions!: string | null;

  @Field({ description: 'One line for the driver: "Apt 1204, Marina Heights Tower, Dubai Marina, Dubai" (no instructions).' })
  formatted!: string;
}
