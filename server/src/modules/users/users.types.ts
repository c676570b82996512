/**
 * The users module's public types: what other modules may name without reaching into the Mongoose
 * schema (the schema and the repository stay private to this module).
 */
export { CLOSED_ACCOUNT_NAME, PlanStatus, closedAccountContact } from './user.schema.js';
export type { AddressBookEntry, DeliveryAddressRecord, NutritionProfileRecord, User } from './user.schema.js';
export type { AccountListFilter, DeliveryContact } from './users.repository.js';
export {
  ADDRESS_APARTMENT_MAX,
  ADDRESS_AREA_MAX,
  ADDRESS_BUILDING_MAX,
  ADDRESS_INSTRUCTIONS_MAX,
  ADDRESS_BOOK_MAX,
  ADDRESS_LABEL_MAX,
  ADDRESS_LABEL_SUGGESTIONS,
  DEFAULT_EMIRATE,
  DELIVERY_ADDRESS_MESSAGES,
  UAE_EMIRATES,
  addressFields,
  formatDeliveryAddress,
  type DeliveryAddressParts,
  type Emirate,
} from './delivery-address.js';
