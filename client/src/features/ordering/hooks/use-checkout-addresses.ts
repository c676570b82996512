import { useMutation, useQuery } from '@apollo/client/react';
import { CheckoutAddressesDocument, ChooseCheckoutAddressDocument, MyDeliveryAddressDocument } from '../../../generated/graphql';

/** The labels of the caller's address book, for checkout's "Deliver to" choice. */
export function useCheckoutAddresses() {
  return useQuery(CheckoutAddressesDocument, { fetchPolicy: 'cache-and-network' });
}

/** Makes one address of the book the default (checkout delivers there); the address checkout shows is fetched again. */
export function useChooseCheckoutAddress() {
  return useMutation(ChooseCheckoutAddressDocument, { refetchQueries: [MyDeliveryAddressDocument] });
}
