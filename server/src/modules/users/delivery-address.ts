/**
 * The customer's delivery address (beyond the spec; decided in docs/decisions/0010-customer-area.md):
 * limits, the emirates served, the validation messages (the client's form uses the same ones) and
 * the one-line form the kitchen manifest and the staff pages show.
 */

import {
  ADDRESS_APARTMENT_MAX,
  ADDRESS_AREA_MAX,
  ADDRESS_BUILDING_MAX,
  ADDRESS_INSTRUCTIONS_MAX,
  ADDRESS_BOOK_MAX,
  ADDRESS_LABEL_MAX,
  ADDRESS_LABEL_SUGGESTIONS,
  UAE_EMIRATES,
} from '../../common/validation/limits.js';

export {
  ADDRESS_APARTMENT_MAX,
  ADDRESS_AREA_MAX,
  ADDRESS_BUILDING_MAX,
  ADDRESS_INSTRUCTIONS_MAX,
  ADDRESS_BOOK_MAX,
  ADDRESS_LABEL_MAX,
  ADDRESS_LABEL_SUGGESTIONS,
  UAE_EMIRATES,
};
export type Emirate = (typeof UAE_EMIRATES)[number];
export const DEFAULT_EMIRATE: Emirate = 'Dubai';

/** Validation messages, worded like the other forms' ('Name is required'). */
export const DELIVERY_ADDRESS_MESSAGES = {
  areaRequired: 'Area is required',
  areaTooLong: `Area must be at most ${ADDRESS_AREA_MAX} characters`,
  buildingRequired: 'Building is required',
  buildingTooLong: `Building must be at most ${ADDRESS_BUILDING_MAX} characters`,
  apartmentTooLong: `Apartment or villa number must be at most ${ADDRESS_APARTMENT_MAX} characters`,
  cityRequired: 'City is required',
  cityInvalid: 'City must be one of the seven emirates',
  instructionsTooLong: `Delivery instructions must be at most ${ADDRESS_INSTRUCTIONS_MAX} characters`,
  labelRequired: 'Label is required',
  labelTooLong: `Label must be at most ${ADDRESS_LABEL_MAX} characters`,
} as const;

/** An address as stored and as GraphQL shows it; empty optional parts are absent or null. */
export interface DeliveryAddressParts {
  area: string;
  building: string;
  apartment?: string | null;
  city: string;
  instructions?: string | null;
}

/**
 * One line for a driver: "Apt 1204, Marina Heights Tower, Dubai Marina, Dubai". The apartment gets
 * an "Apt " prefix unless it already names itself (e.g. "Villa 12", "Flat 3", "Apt 5"). The
 * instructions are not part of the line (the manifest shows them in their own column).
 */
export function formatDeliveryAddress(a: DeliveryAddressParts): string {
  const apartment = a.apartment?.trim();
  const unit = apartment
    ? /^(apt|apartment|flat|villa|unit|office|suite|house|townhouse)\b/i.test(apartment)
      ? apartment
      : `Apt ${apartment}`
    : null;
  return [unit, a.building, a.area, a.city].filter((part): part is string => Boolean(part)).join(', ');
}

/** An address as stored: optional parts absent rather than null. */
export interface StoredAddressParts {
  area: string;
  building: string;
  apartment?: string;
  city: string;
  instructions?: string;
}

/** The stored form of an address: the required parts, and the optional ones only when not blank. */
export function addressFields(a: DeliveryAddressParts): StoredAddressParts {
  const stored: StoredAddressParts = { area: a.area, building: a.building, city: a.city };
  if (a.apartment) stored.apartment = a.apartment;
  if (a.instructions) stored.instructions = a.instructions;
  return stored;
}
