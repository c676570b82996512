import { Field, Int, ObjectType } from '@nestjs/graphql';

/** One duration offered at checkout (pricing.ts `DURATIONS`): its label and delivery days. */
@ObjectType('DurationOption')
export class DurationOptionObject {
  @Field({ description: "'7 Days' (the trial plan only), '1 Month' or '3 Months' (SelectionInput.duration)." })
  label!: string;

  @Field(() => Int, { description: 'Delivery days the duration charges for: 7, 28 or 84.' })
  days!: number;
}
