import { useMutation, useQuery } from '@apollo/client/react';
import { CheckoutDeliverySlotsDocument, SetDefaultDeliverySlotDocument } from '../../../generated/graphql';

/**
 * The delivery slots with their places left on the first delivery day (`from`, YYYY-MM-DD) and the
 * customer's default slot, for checkout's delivery time.
 */
export const useCheckoutDeliverySlots = (from: string) => useQuery(CheckoutDeliverySlotsDocument, { variables: { from, days: 1 } });

/** `setDefaultDeliverySlot(slotId)`: the customer's slot for every delivery day (booked once payment succeeds). */
export const useSetDefaultDeliverySlot = () => useMutation(SetDefaultDeliverySlotDocument);
