import { useMutation, useQuery } from '@apollo/client/react';
import {
  AdminCustomerDocument,
  CustomerAddressBookDocument,
  CustomerDeliveriesDocument,
  CustomerOptionsDocument,
  CustomersDocument,
  UpdateDayDeliveryStatusDocument,
  UpdateDeliveryStatusDocument,
  type CustomerDeliveriesQueryVariables,
  type CustomersQueryVariables,
} from '../../../generated/graphql';

export type { CustomerDeliveriesQuery, CustomerSortField, CustomersQuery, DeliveryStatus, PlanStatus } from '../../../generated/graphql';

/** `customers`: a page of customers, searched, sorted and filtered by plan status. */
export const useCustomers = (variables: CustomersQueryVariables) => useQuery(CustomersDocument, { variables });

/** `adminCustomer`: one customer's profile, subscriptions and orders. */
export const useAdminCustomer = (id: string) => useQuery(AdminCustomerDocument, { variables: { id } });

/** `customerAddresses` and `customerDayAddresses`: one customer's address book and weekday rules (read-only). */
export const useCustomerAddressBook = (userId: string) => useQuery(CustomerAddressBookDocument, { variables: { userId } });

/** `customerDeliveries`: a page of one customer's delivery rows. */
export const useCustomerDeliveries = (variables: CustomerDeliveriesQueryVariables) => useQuery(CustomerDeliveriesDocument, { variables });

/** Customers matching a search, as options of the notification form's picker. */
export const useCustomerOptions = (search: string) => useQuery(CustomerOptionsDocument, { variables: { search: search || undefined } });

/** `updateDeliveryStatus`: one delivery row; the rows and the customer's counts are fetched again. */
export const useUpdateDeliveryStatus = () =>
  useMutation(UpdateDeliveryStatusDocument, { refetchQueries: ['CustomerDeliveries', 'AdminCustomer'] });

/** `updateDayDeliveryStatus`: every meal of one day; the rows and counts are fetched again. */
export const useUpdateDayDeliveryStatus = () =>
  useMutation(UpdateDayDeliveryStatusDocument, { refetchQueries: ['CustomerDeliveries', 'AdminCustomer'] });
