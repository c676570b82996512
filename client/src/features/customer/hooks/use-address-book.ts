import { useMutation, useQuery } from '@apollo/client/react';
import {
  AddAddressDocument,
  DeleteAddressDocument,
  MoveDayAddressDocument,
  MyAddressesDocument,
  MyDayAddressesDocument,
  MyDeliveryAddressDocument,
  SetDefaultAddressDocument,
  SetWeekdayAddressDocument,
  UpdateAddressDocument,
} from '../../../generated/graphql';

export type { AddressBookInput, BookAddressFieldsFragment, DayAddressSource } from '../../../generated/graphql';

/** After any change of the book: the book, the days' addresses and the single address checkout reads. */
const AFTER_BOOK_CHANGE = [MyAddressesDocument, MyDayAddressesDocument, MyDeliveryAddressDocument];

/** `myAddresses`: the caller's address book (at most 5, one default), in the order added. */
export function useMyAddresses() {
  return useQuery(MyAddressesDocument, { fetchPolicy: 'cache-and-network' });
}

/** `addAddress({ input })`: the first address becomes the default; ADDRESS_BOOK_FULL at the limit. */
export function useAddAddress() {
  return useMutation(AddAddressDocument, { refetchQueries: AFTER_BOOK_CHANGE });
}

/** `updateAddress({ id, input })`: label and fields of one address. */
export function useUpdateAddress() {
  return useMutation(UpdateAddressDocument, { refetchQueries: AFTER_BOOK_CHANGE });
}

/** `setDefaultAddress({ id })`: days without a weekday rule or a move follow it (days past the cut-off keep theirs). */
export function useSetDefaultAddress() {
  return useMutation(SetDefaultAddressDocument, { refetchQueries: AFTER_BOOK_CHANGE });
}

/** `deleteAddress({ id, moveDaysTo })`: ADDRESS_IN_USE without `moveDaysTo` when upcoming days or weekdays use it. */
export function useDeleteAddress() {
  return useMutation(DeleteAddressDocument, { refetchQueries: AFTER_BOOK_CHANGE });
}

/** `myDayAddresses` with the book: the weekday rules and each upcoming delivery day's address. */
export function useMyDayAddresses() {
  return useQuery(MyDayAddressesDocument, { fetchPolicy: 'cache-and-network' });
}

/** `setWeekdayAddress({ input: { weekday, addressId } })`: every delivery on a weekday to one address (null: the default). */
export function useSetWeekdayAddress() {
  return useMutation(SetWeekdayAddressDocument, { refetchQueries: [MyDayAddressesDocument] });
}

/** `moveDayAddress({ input: { date, addressId } })`: one day to another address, before its cut-off. */
export function useMoveDayAddress() {
  return useMutation(MoveDayAddressDocument, { refetchQueries: [MyDayAddressesDocument] });
}
