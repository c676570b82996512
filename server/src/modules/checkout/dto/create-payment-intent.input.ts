import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNumber, IsOptional, IsString, Matches, Min } from 'class-validator';

/** `POST /api/users/create_payment_intent` body (spec section 7 "Payment-intent request": `amount`). */
export class CreatePaymentIntentBody {
  @ApiProperty({ example: 2240.5, description: 'The total the browser shows, AED; must equal the server quote.' })
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: 'amount must be an AED amount with at most 2 decimals' })
  @Min(0, { message: 'amount must be an AED amount with at most 2 decimals' })
  amount!: number;

  @ApiPropertyOptional({ description: "The checkout to pay; default: the caller's latest open checkout." })
  @IsOptional()
  @IsString()
  @Matches(/^[a-f0-9]{24}$/i, { message: 'checkoutId must be a checkout id' })
  checkoutId?: string;
}
