import i18n from '../i18n';
import { tm } from './messages';
import * as yup from 'yup';
import type { DeliveryAddressFieldsFragment, DeliveryAddressInput } from './hooks/use-delivery-address';
import { requiredText } from './field-schemas';
import {
  ADDRESS_APARTMENT_MAX,
  ADDRESS_AREA_MAX,
  ADDRESS_BOOK_MAX,
  ADDRESS_BUILDING_MAX,
  ADDRESS_INSTRUCTIONS_MAX,
  ADDRESS_LABEL_MAX,
  ADDRESS_LABEL_SUGGESTIONS,
  UAE_EMIRATES,
} from './limits';

/**
 * The customer's delivery address, shared by the profile card and checkout (docs/decisions/0010-customer-area.md). Limits and messages are the server's (server/src/modules/users/delivery-address.ts).
 */

/** The seven emirates, Dubai first (the default). */
export { UAE_EMIRATES };
export const DEFAULT_EMIRATE = 'Dubai';
export const EMIRATE_OPTIONS = UAE_EMIRATES.map((value) => ({ value, label: value }));

export {
  ADDRESS_APARTMENT_MAX,
  ADDRESS_AREA_MAX,
  ADDRESS_BOOK_MAX,
  ADDRESS_BUILDING_MAX,
  ADDRESS_INSTRUCTIONS_MAX,
  ADDRESS_LABEL_MAX,
  ADDRESS_LABEL_SUGGESTIONS,
};

export const DELIVERY_ADDRESS_MESSAGES = {
  areaRequired: tm('common:address.errors.areaRequired'),
  areaTooLong: tm('common:address.errors.areaTooLong', { max: ADDRESS_AREA_MAX }),
  buildingRequired: tm('common:address.errors.buildingRequired'),
  buildingTooLong: tm('common:address.errors.buildingTooLong', { max: ADDRESS_BUILDING_MAX }),
  apartmentTooLong: tm('common:address.errors.apartmentTooLong', { max: ADDRESS_APARTMENT_MAX }),
  cityRequired: tm('common:address.errors.cityRequired'),
  cityInvalid: tm('common:address.errors.cityInvalid'),
  instructionsTooLong: tm('common:address.errors.instructionsTooLong', { max: ADDRESS_INSTRUCTIONS_MAX }),
  labelRequired: tm('common:address.errors.labelRequired'),
  labelTooLong: tm('common:address.errors.labelTooLong', { max: ADDRESS_LABEL_MAX }),
} as const;
const M = DELIVERY_ADDRESS_MESSAGES;

export type DeliveryAddress = DeliveryAddressFieldsFragment;

/** The form's values: every field of the generated `DeliveryAddressInput`, as text. */
export type DeliveryAddressValues = { [K in keyof DeliveryAddressInput]-?: string };

/** The form's starting values: the saved address, or empty with Dubai chosen. */
export function deliveryAddressValues(address: DeliveryAddress | null | undefined): DeliveryAddressValues {
  return {
    area: address?.area ?? '',
    building: address?.building ?? '',
    apartment: address?.apartment ?? '',
    city: address?.city ?? DEFAULT_EMIRATE,
    instructions: address?.instructions ?? '',
  };
}

/** An optional text: empty passes (formik hands '' to the schema as undefined; the default turns it back). */
const optionalText = (max: number, message: () => string) => yup.string().default('').trim().max(max, message);

/** The server's rules, typed against the generated input type (a change of shape fails the type check). */
export const deliveryAddressSchema: yup.ObjectSchema<DeliveryAddressValues> = yup.object({
  area: requiredText(ADDRESS_AREA_MAX, M.areaRequired, M.areaTooLong),
  building: requiredText(ADDRESS_BUILDING_MAX, M.buildingRequired, M.buildingTooLong),
  apartment: optionalText(ADDRESS_APARTMENT_MAX, M.apartmentTooLong),
  city: yup.string().required(M.cityRequired).oneOf<string>(UAE_EMIRATES, M.cityInvalid),
  instructions: optionalText(ADDRESS_INSTRUCTIONS_MAX, M.instructionsTooLong),
});

/** What the server receives: trimmed; empty optional parts sent as null (the server removes them). */
export function toDeliveryAddressInput(values: DeliveryAddressValues): DeliveryAddressInput {
  const optional = (value: string) => value.trim() || null;
  return {
    area: values.area.trim(),
    building: values.building.trim(),
    apartment: optional(values.apartment),
    city: values.city,
    instructions: optional(values.instructions),
  };
}

/**
 * The saved address on one line in the interface language. English: the server's `formatted` ("Apt 1204, Marina
 * Heights Tower, Dubai Marina, Dubai"). Arabic: the same parts in the same order, joined by the Arabic comma, with
 * the emirate's Arabic name and «الشقة» before an apartment given as a bare number; what the customer typed stays as
 * typed.
 */
export function addressLine(address: DeliveryAddress): string {
  if (i18n.language !== 'ar') return address.formatted;
  const apartment = address.apartment?.trim();
  const unit = apartment && /^\d[\w/-]*$/.test(apartment) ? i18n.t('common:address.unit', { unit: apartment }) : apartment;
  const emirate = i18n.t(`common:emirates.${address.city}`, { defaultValue: address.city });
  return [unit, address.building, address.area, emirate].filter(Boolean).join('، ');
}

/** The address book form's rules: the address's, and a label (free text; the form suggests Home and Office). */
export const addressBookSchema = deliveryAddressSchema.shape({
  label: requiredText(ADDRESS_LABEL_MAX, M.labelRequired, M.labelTooLong),
});

/**
 * An address book label as the reader sees it: the suggested labels ("Home", "Office", stored in English, as the
 * migration names the first address) in the interface language; any other label as the customer typed it.
 */
export function addressLabelText(label: string): string {
  return (ADDRESS_LABEL_SUGGESTIONS as readonly string[]).includes(label) ? i18n.t(`common:addressLabels.${label}`) : label;
}
