import { Field, ID, ObjectType } from '@nestjs/graphql';

/**
 * The fields every staff view of an account starts with (abstract: not a GraphQL type of its own):
 * id, full name, e-mail and phone (E.164). Shapes that describe a field differently redeclare it.
 */
@ObjectType({ isAbstract: true })
export abstract class AccountContactObject {
  @Field(() => ID)
  id!: string;

  @Field()
  fullName!: string;

  @Field()
  email!: string;

  @Field({ description: 'E.164, e.g. +971501234567.' })
  phoneNo!: string;
}
