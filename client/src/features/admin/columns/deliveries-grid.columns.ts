import { createElement } from 'react';
import type { GridColumn } from '../../../components/grid';
import type { CustomerDeliveriesQuery, DeliveryStatus } from '../../../generated/graphql';
import { DeliveryStatusSelect } from '../components/DeliveryStatusSelect';

export type DeliveryRow = CustomerDeliveriesQuery['customerDeliveries']['data'][number];

/**
 * Derived delivery rows of spec section 3 (userPlanId, userId, category, mealId, mealName, Day,
 * scheduleDate DD-MM-YYYY, deliveryStatus); the status column is a select that calls back.
 */
export function deliveryColumns(onStatus: (row: DeliveryRow, status: DeliveryStatus) => void, busyId: string | null): GridColumn<DeliveryRow>[] {
  return [
    { accessorKey: 'scheduleDate', header: 'Schedule date', type: 'date', width: 140 },
    { accessorKey: 'day', header: 'Day', width: 120 },
    { accessorKey: 'category', header: 'Category', width: 120 },
    { accessorKey: 'mealName', header: 'Meal', minWidth: 180 },
    {
      accessorKey: 'deliveryStatus', header: 'Delivery status', minWidth: 190,
      cell: (row) => createElement(DeliveryStatusSelect, {
        value: row.deliveryStatus,
        label: `Delivery status of ${row.mealName} on ${row.scheduleDate.slice(0, 10)}`,
        disabled: busyId === row.plannedMealId,
        onChange: (status: DeliveryStatus) => onStatus(row, status),
      }),
    },
    { accessorKey: 'userPlanId', header: 'User plan id', minWidth: 220 },
    { accessorKey: 'mealId', header: 'Meal id', minWidth: 220 },
    { accessorKey: 'userId', header: 'User id', minWidth: 220 },
  ];
}
