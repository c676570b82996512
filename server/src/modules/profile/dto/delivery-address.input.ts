import { Field, InputType } from '@nestjs/graphql';
import { IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { IfNotBlank } from '../../../common/validation/if-present.js';
import { Trim } from '../../../common/validation/transforms.js';
import {
  ADDRESS_APARTMENT_MAX,
  ADDRESS_AREA_MAX,
  ADDRESS_BUILDING_MAX,
  ADDRESS_INSTRUCTIONS_MAX,
  DEFAULT_EMIRATE,
  DELIVERY_ADDRESS_MESSAGES as M,
  UAE_EMIRATES,
} from '../../users/users.types.js';

// As in the other inputs, the "required" rule of a field sits on top: its message wins when several fail.

/**
 * `updateDeliveryAddress` input: the caller's whole delivery address (docs/decisions/0010-customer-area.md). Every part is trimmed; empty optional parts are stored as absent.
 */
@InputType()
export class DeliveryAddressInput {
  @Field({ description: `Area or community, 1-${ADDRESS_AREA_MAX} characters, e.g. "Dubai Marina".` })
  @Trim()
  @IsString({ message: M.areaRequired })
  @IsNotEmpty({ message: M.areaRequired })
  @MaxLength(ADDRESS_AREA_MAX, { message: M.areaTooLong })
  area!: string;

  @Field({ description: `Building or villa name or number, and street, 1-${ADDRESS_BUILDING_MAX} characters.` })
  @Trim()
  @IsString({ message: M.buildingRequired })
  @IsNotEmpty({ message: M.buildingRequired })
  @MaxLength(ADDRESS_BUILDING_MAX, { message: M.buildingTooLong })
  building!: string;

  @Field(() => String, {
    nullable: true,
    description: `Flat, villa or office number, at most ${ADDRESS_APARTMENT_MAX} characters; optional.`,
  })
  @Trim()
  @IfNotBlank()
  @IsString({ message: M.apartmentTooLong })
  @MaxLength(ADDRESS_APARTMENT_MAX, { message: M.apartmentTooLong })
  apartment?: string | null;

  @Field({ defaultValue: DEFAULT_EMIRATE, description: `Emirate: ${UAE_EMIRATES.join(', ')}. Default ${DEFAULT_EMIRATE}.` })
  @Trim()
  @IsString({ message: M.cityRequired })
  @IsNotEmpty({ message: M.cityRequired })
  @IsIn(UAE_EMIRATES as readonly string[] as string[], { message: M.cityInvalid })
  city!: string;

  @Field(() => String, {
    nullable: true,
    description: `Instructions for the driver, at most ${ADDRESS_INSTRUCTIONS_MAX} characters, e.g. "Leave with the concierge"; optional.`,
  })
  @Trim()
  @IfNotBlank()
  @IsString({ message: M.instructionsTooLong })
  @MaxLength(ADDRESS_INSTRUCTIONS_MAX, { message: M.instructionsTooLong })
  instructions?: string | null;
}
