import { useMutation, useQuery } from '@apollo/client/react';
import { CheckoutDeliverySlotsDocument, SetDefaultDeliverySlotDocument } from '../../../generated/graphql';

/** `myDeliverySlots(from, days: 1)`: the slots of the first delivery day (`startDate`, YYYY-MM-DD) with places left, and the default slot. */
export function useCheckoutDeliverySlots(startDate: string) {
  return useQuery(CheckoutDeliverySlotsDocument, { variables: { from: startDate, days: 1 } });
}

/** `setDefaultDeliverySlot(slotId)`: the caller's default delivery slot (booked per day once paid). */
export function useSetDefaultDeliverySlot() {
  return useMutation(SetDefaultDeliverySlotDocument);
}
