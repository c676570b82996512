import { useMutation, useQuery } from '@apollo/client/react';
import {
  AdminAnalyticsDocument,
  AdminDeliverySlotsDocument,
  AddKitchenHolidayDocument,
  KitchenHolidaysDocument,
  RemoveKitchenHolidayDocument,
  AdminSlotBookingsDocument,
  AdminOrdersDocument,
  AdminsDocument,
  AuditLogDocument,
  CreateAdminDocument,
  CreateDeliverySlotDocument,
  KitchenManifestDocument,
  KitchenProductionDocument,
  SendNotificationDocument,
  SentNotificationsDocument,
  SetAdminActiveDocument,
  UpdateDeliverySlotDocument,
  type AdminOrdersQueryVariables,
  type AdminsQueryVariables,
  type AuditLogQueryVariables,
  type SentNotificationsQueryVariables,
} from '../../../generated/graphql';

export type {
  AdminDeliverySlotsQuery,
  AdminOrdersQuery,
  AdminsQuery,
  AuditLogQuery,
  CreateAdminInput,
  NoticeAudience,
  OrderSortField,
  OrderStatus,
  OrderType,
  RenewalState,
  SendNotificationInput,
  SentNotificationsQuery,
} from '../../../generated/graphql';

/** `adminAnalytics`: the dashboard's KPIs and orders per type. */
export const useAdminAnalytics = () => useQuery(AdminAnalyticsDocument);

/** `adminOrders`: a page of orders, searched, sorted and filtered. */
export const useAdminOrders = (variables: AdminOrdersQueryVariables) => useQuery(AdminOrdersDocument, { variables });

/** `kitchenProduction`: meals to cook per category on a delivery day (YYYY-MM-DD). */
export const useKitchenProduction = (date: string) => useQuery(KitchenProductionDocument, { variables: { date } });

/** `kitchenManifest`: the day's deliveries per customer (YYYY-MM-DD). */
export const useKitchenManifest = (date: string) => useQuery(KitchenManifestDocument, { variables: { date } });

/** `adminDeliverySlots`: every delivery window with its capacity. */
export const useAdminDeliverySlots = () => useQuery(AdminDeliverySlotsDocument);

/** `deliverySlotAvailability(from: day, days: 1)`: the places booked in each offered slot on one day (YYYY-MM-DD). */
export const useAdminSlotBookings = (day: string) => useQuery(AdminSlotBookingsDocument, { variables: { from: day } });

/** `createDeliverySlot`. */
export const useCreateDeliverySlot = () => useMutation(CreateDeliverySlotDocument);

/** `updateDeliverySlot`: capacity, or switched on / off. */
export const useUpdateDeliverySlot = () => useMutation(UpdateDeliverySlotDocument);

/** `kitchenHolidays`: the days the kitchen is closed from today on. */
export const useKitchenHolidays = () => useQuery(KitchenHolidaysDocument);

/** `addKitchenHoliday`: closes a day (its meals move to the end of each plan); the list is read again. */
export const useAddKitchenHoliday = () => useMutation(AddKitchenHolidayDocument, { refetchQueries: [KitchenHolidaysDocument] });

/** `removeKitchenHoliday`: opens a closed day again; the list is read again. */
export const useRemoveKitchenHoliday = () => useMutation(RemoveKitchenHolidayDocument, { refetchQueries: [KitchenHolidaysDocument] });

/** `sentNotifications`: a page of the notifications staff sent. */
export const useSentNotifications = (variables: SentNotificationsQueryVariables) => useQuery(SentNotificationsDocument, { variables });

/** `sendNotification`: the sent list is fetched again. */
export const useSendNotification = () => useMutation(SendNotificationDocument, { refetchQueries: ['SentNotifications'] });

/** `admins`: a page of staff accounts (super admin only; skipped for others). */
export const useAdmins = (variables: AdminsQueryVariables, skip: boolean) => useQuery(AdminsDocument, { variables, skip });

/** `createAdmin`: the list is fetched again. */
export const useCreateAdmin = () => useMutation(CreateAdminDocument, { refetchQueries: ['Admins'] });

/** `setAdminActive`: the row's status changes in the cache. */
export const useSetAdminActive = () => useMutation(SetAdminActiveDocument);

/** `auditLog`: a page of staff changes, newest first, filtered. */
export const useAuditLog = (variables: AuditLogQueryVariables, skip = false) => useQuery(AuditLogDocument, { variables, skip });
