import { useMutation, useQuery } from '@apollo/client/react';
import { ChooseDeliverySlotDocument, MyDeliverySlotsDocument, SetUsualDeliverySlotDocument } from '../../../generated/graphql';

/** `myDeliverySlots`: the caller's upcoming delivery days with their slot and the slots offered. */
export function useMyDeliverySlots() {
  return useQuery(MyDeliverySlotsDocument);
}

/** `chooseDeliverySlot({ date, slotId })`: one day's slot (until 48 hours before the day); the list is fetched again. */
export function useChooseDeliverySlot() {
  return useMutation(ChooseDeliverySlotDocument, { refetchQueries: [MyDeliverySlotsDocument] });
}

/**
 * `setDefaultDeliverySlot({ slotId })` as the usual time for the whole plan: the days in the old usual time move
 * to it (days set apart stay) and days without a time get it; the list is fetched again.
 */
export function useSetUsualDeliverySlot() {
  return useMutation(SetUsualDeliverySlotDocument, { refetchQueries: [MyDeliverySlotsDocument] });
}
