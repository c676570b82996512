import type { GridColumn } from '../../../components/grid';
import type { SentNotificationsQuery } from '../hooks/use-admin-operations';
import type { AdminT } from '../hooks/use-admin-text';

type Row = SentNotificationsQuery['sentNotifications']['data'][number];

/** Sent notifications. */
export function sentNotificationColumns(t: AdminT): GridColumn<Row>[] {
  return [
    { accessorKey: 'title', header: t('common.title'), minWidth: 180 },
    { accessorKey: 'message', header: t('common.message'), minWidth: 260 },
    {
      accessorKey: 'audience',
      header: t('notifications.audience'),
      minWidth: 150,
      format: (v) => t(`enums.audience.${String(v)}`, { defaultValue: String(v) }),
    },
    { accessorKey: 'recipientCount', header: t('notifications.recipients'), width: 120 },
    { accessorKey: 'createdAt', header: t('notifications.sentAt'), type: 'date', width: 120 },
  ];
}
