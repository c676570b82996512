import { Field, ID, InputType, registerEnumType } from '@nestjs/graphql';
import { IsEnum, IsMongoId, IsOptional } from 'class-validator';
import { NoticeAudience } from '../notice.schema.js';
import { RequiredText } from '../../../common/validation/fields.js';
import { NestedTranslation, OptionalText } from '../../../common/i18n/content.js';
import { TranslationsInputOf } from '../../../common/i18n/translations.dto.js';
import { NOTICE_MESSAGE_MAX, NOTICE_TITLE_MAX } from '../../../common/validation/limits.js';

registerEnumType(NoticeAudience, {
  name: 'NoticeAudience',
  description: 'Everyone (every customer), ActiveCustomers (plan status Active when sent) or OneCustomer.',
});

export { NOTICE_MESSAGE_MAX, NOTICE_TITLE_MAX };

/** The Arabic of a notification: each field optional; blank means "show the English". */
@InputType()
export class NoticeTranslationInput {
  @Field(() => String, { nullable: true, description: `Arabic title, at most ${NOTICE_TITLE_MAX} characters.` })
  @OptionalText('Arabic title', NOTICE_TITLE_MAX)
  title?: string | null;

  @Field(() => String, { nullable: true, description: `Arabic message, at most ${NOTICE_MESSAGE_MAX} characters.` })
  @OptionalText('Arabic message', NOTICE_MESSAGE_MAX)
  message?: string | null;
}

/** A notification's translations by language. */
@InputType()
export class NoticeTranslationsInput extends TranslationsInputOf(NoticeTranslationInput) {}

/** `sendNotification` input (dashboard notifications). */
@InputType()
export class SendNotificationInput {
  @Field({ description: `Title, 1-${NOTICE_TITLE_MAX} characters.` })
  @RequiredText('Title', NOTICE_TITLE_MAX)
  title!: string;

  @Field({ description: `Message, 1-${NOTICE_MESSAGE_MAX} characters (plain text).` })
  @RequiredText('Message', NOTICE_MESSAGE_MAX)
  message!: string;

  @Field(() => NoticeAudience)
  @IsEnum(NoticeAudience, { message: 'Audience is required' })
  audience!: NoticeAudience;

  @Field(() => ID, { nullable: true, description: 'The customer, with OneCustomer only.' })
  @IsOptional()
  @IsMongoId({ message: 'Customer not found.' })
  userId?: string | null;

  @Field(() => NoticeTranslationsInput, { nullable: true, description: 'Arabic title and message (optional).' })
  @NestedTranslation(() => NoticeTranslationsInput)
  translations?: NoticeTranslationsInput | null;
}
