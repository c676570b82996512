import type { GridColumn } from '../../../components/grid';
import type { SentNotificationsQuery } from '../../../generated/graphql';

type Row = SentNotificationsQuery['sentNotifications']['data'][number];
const AUDIENCE = { Everyone: 'Everyone', ActiveCustomers: 'Active customers', OneCustomer: 'One customer' } as const;

/** Sent notifications. */
export const sentNotificationColumns: GridColumn<Row>[] = [
  { accessorKey: 'title', header: 'Title', minWidth: 180 },
  { accessorKey: 'message', header: 'Message', minWidth: 260 },
  { accessorKey: 'audience', header: 'Audience', minWidth: 150, format: (v) => AUDIENCE[v as keyof typeof AUDIENCE] ?? String(v) },
  { accessorKey: 'recipientCount', header: 'Recipients', width: 120 },
  { accessorKey: 'createdAt', header: 'Sent', type: 'date', width: 120 },
];
