import { useMutation, useQuery } from '@apollo/client/react';
import { ChooseDeliverySlotDocument, MyDeliverySlotsDocument } from '../../../generated/graphql';

/** The delivery slots (`deliverySlots`) and the customer's slot per upcoming day (`myDeliverySlots.days`). */
export const useMyDeliverySlots = () => useQuery(MyDeliverySlotsDocument);

/**
 * `chooseDeliverySlot({ date, slotId })`: moves one upcoming day to another slot, then refetches the days.
 * The server refuses a full slot and a day past its cut-off (48 hours before).
 */
export const useChooseDeliverySlot = () => useMutation(ChooseDeliverySlotDocument, { refetchQueries: [MyDeliverySlotsDocument] });
