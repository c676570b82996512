import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsNumber, IsString, Matches, Min, ValidateBy } from 'class-validator';
import { OBJECT_ID_RE, OBJECT_ID_SCHEMA } from '../../../common/validation/api-shapes.js';
import { IfPresent } from '../../../common/validation/if-present.js';

const AMOUNT_MESSAGE = 'amount must be an AED amount with at most 2 decimals';

/**
 * A whole number of fils: `amount * 100` within 1e-6 of an integer. The tolerance accepts the binary
 * form of a 2-decimal amount (0.57 is 0.5700000000000001 once multiplied), which a strict decimal-place
 * count on the JSON number would refuse, so the rule and the document's `multipleOf: 0.01` agree.
 */
const WholeFils = () =>
  ValidateBy(
    {
      name: 'wholeFils',
      validator: {
        validate: (v: unknown) => typeof v === 'number' && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6,
        defaultMessage: () => AMOUNT_MESSAGE,
      },
    },
    { message: AMOUNT_MESSAGE },
  );

/** `POST /api/users/create_payment_intent` body (spec section 7 "Payment-intent request": `amount`). */
export class CreatePaymentIntentBody {
  @ApiProperty({
    type: Number,
    minimum: 0,
    multipleOf: 0.01,
    example: 2240.5,
    description: 'The total the browser shows, AED with at most 2 decimals; must equal the server quote (409 AMOUNT_MISMATCH).',
  })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: AMOUNT_MESSAGE })
  @WholeFils()
  @Min(0, { message: AMOUNT_MESSAGE })
  amount!: number;

  @ApiPropertyOptional({
    ...OBJECT_ID_SCHEMA,
    description: "The checkout to pay; default: the caller's latest open checkout (404 NOT_FOUND when there is none).",
  })
  @IfPresent()
  @IsString({ message: 'checkoutId must be a checkout id' })
  @Matches(OBJECT_ID_RE, { message: 'checkoutId must be a checkout id' })
  checkoutId?: string;

  @ApiPropertyOptional({
    type: Number,
    minimum: 1,
    description:
      'The terms and conditions version the customer accepted on this checkout (GraphQL `currentLegalVersions`); needed when they have not accepted the version in force (400 TERMS_NOT_ACCEPTED, 409 TERMS_CHANGED).',
  })
  @IfPresent()
  @IsInt({ message: 'The accepted terms version must be a whole number' })
  @Min(1, { message: 'The accepted terms version must be 1 or more' })
  acceptedTermsVersion?: number;
}
