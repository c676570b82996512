import type { GridColumn } from '../../../components/grid';
import type { NewsletterSubscribersQuery } from '../../../generated/graphql';

type Row = NewsletterSubscribersQuery['newsletterSubscribers']['data'][number];

/** Newsletter subscribers. */
export const newsletterColumns: GridColumn<Row>[] = [
  { accessorKey: 'email', header: 'Email', minWidth: 240 },
  { accessorKey: 'createdAt', header: 'Subscribed', type: 'date', width: 160 },
];
