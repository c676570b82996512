import type { GridColumn } from '../../../components/grid';
import type { NewsletterSubscribersQuery } from '../hooks/use-admin-requests';
import type { AdminT } from '../hooks/use-admin-text';

export type NewsletterRow = NewsletterSubscribersQuery['newsletterSubscribers']['data'][number];

/** Newsletter subscribers. */
export function newsletterColumns(t: AdminT): GridColumn<NewsletterRow>[] {
  return [
    { accessorKey: 'email', header: t('common.email'), minWidth: 240 },
    { accessorKey: 'createdAt', header: t('newsletters.subscribed'), type: 'date', width: 160 },
  ];
}
