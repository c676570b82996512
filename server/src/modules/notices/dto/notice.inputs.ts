import { Field, ID, InputType, registerEnumType } from '@nestjs/graphql';
import { IsEnum, IsMongoId, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../../common/validation/transforms.js';
import { NoticeAudience } from '../notice.schema.js';

registerEnumType(NoticeAudience, {
  name: 'NoticeAudience',
  description: 'Everyone (every customer), ActiveCustomers (plan status Active when sent) or OneCustomer.',
});

export const NOTICE_TITLE_MAX = 120;
export const NOTICE_MESSAGE_MAX = 2000;

/** `sendNotification` input (dashboard notifications). */
@InputType()
export class SendNotificationInput {
  @Field({ description: `Title, 1-${NOTICE_TITLE_MAX} characters.` })
  @Trim()
  @IsString({ message: 'Title is required' })
  @IsNotEmpty({ message: 'Title is required' })
  @MaxLength(NOTICE_TITLE_MAX, { message: `Title must be at most ${NOTICE_TITLE_MAX} characters` })
  title!: string;

  @Field({ description: `Message, 1-${NOTICE_MESSAGE_MAX} characters (plain text).` })
  @Trim()
  @IsString({ message: 'Message is required' })
  @IsNotEmpty({ message: 'Message is required' })
  @MaxLength(NOTICE_MESSAGE_MAX, { message: `Message must be at most ${NOTICE_MESSAGE_MAX} characters` })
  message!: string;

  @Field(() => NoticeAudience)
  @IsEnum(NoticeAudience, { message: 'Audience is required' })
  audience!: NoticeAudience;

  @Field(() => ID, { nullable: true, description: 'The customer, with OneCustomer only.' })
  @IsOptional()
  @IsMongoId({ message: 'Customer not found.' })
  userId?: string | null;
}
