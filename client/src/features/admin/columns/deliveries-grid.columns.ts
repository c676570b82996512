import { createElement } from 'react';
import type { GridColumn } from '../../../components/grid';
import type { CustomerDeliveriesQuery, DeliveryStatus } from '../hooks/use-admin-customers';
import { DeliveryStatusSelect } from '../components/DeliveryStatusSelect';
import type { AdminT } from '../hooks/use-admin-text';

export type DeliveryRow = CustomerDeliveriesQuery['customerDeliveries']['data'][number];

/**
 * Derived delivery rows of spec section 3 (userPlanId, userId, category, mealId, mealName, Day,
 * scheduleDate DD-MM-YYYY, deliveryStatus); the status column is a select that calls back.
 */
export function deliveryColumns(
  t: AdminT,
  onStatus: (row: DeliveryRow, status: DeliveryStatus) => void,
  busyId: string | null,
): GridColumn<DeliveryRow>[] {
  return [
    { accessorKey: 'scheduleDate', header: t('customerOrders.columns.scheduleDate'), type: 'date', width: 140 },
    { accessorKey: 'day', header: t('customerOrders.columns.day'), width: 120 },
    {
      accessorKey: 'category',
      header: t('common.category'),
      width: 120,
      format: (v) => t(`enums.mealCategory.${String(v)}`, { defaultValue: String(v) }),
    },
    { accessorKey: 'mealName', header: t('customerOrders.columns.meal'), minWidth: 180 },
    {
      accessorKey: 'deliveryStatus',
      header: t('customerOrders.columns.deliveryStatus'),
      minWidth: 190,
      cell: (row) =>
        createElement(DeliveryStatusSelect, {
          value: row.deliveryStatus,
          label: t('customerOrders.columns.statusOf', { meal: row.mealName, date: row.scheduleDate.slice(0, 10) }),
          disabled: busyId === row.plannedMealId,
          onChange: (status: DeliveryStatus) => onStatus(row, status),
        }),
    },
    { accessorKey: 'userPlanId', header: t('customerOrders.columns.userPlanId'), minWidth: 220 },
    { accessorKey: 'mealId', header: t('customerOrders.columns.mealId'), minWidth: 220 },
    { accessorKey: 'userId', header: t('customerOrders.columns.userId'), minWidth: 220 },
  ];
}
