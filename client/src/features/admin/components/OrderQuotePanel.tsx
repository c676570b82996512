import { ScrollTable } from '../../../components/ui/ScrollTable';
import { currentLanguage } from '../../../i18n';
import { formatAed } from '../../../lib/money';
import { durationText, orderedPlanName, orderedPromotionName } from '../../../lib/order-wording';
import type { AdminOrderDetail } from '../hooks/use-admin-order';
import { useAdminText } from '../hooks/use-admin-text';
import { Panel } from './AdminPage';
import styles from './OrderDetail.module.css';

/** The order's quote: its lines, subtotal, VAT, any discount and the total, then the plan as ordered. */
export function OrderQuotePanel({ order, lines }: Pick<AdminOrderDetail, 'order' | 'lines'>) {
  const t = useAdminText();
  return (
    <Panel title={t('orderDetail.quote')}>
      <ScrollTable
        wrapClassName={styles.tableWrap}
        className={styles.table}
        headers={[t('orderDetail.line'), t('orderDetail.qty'), t('orderDetail.unitPrice'), t('orderDetail.amount')]}
        foot={
          <>
            <tr>
              <th scope="row" colSpan={3}>
                {t('orderDetail.subtotal')}
              </th>
              <td>{formatAed(order.subtotal)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={3}>
                {t('orderDetail.vat')}
              </th>
              <td>{formatAed(order.vat)}</td>
            </tr>
            {order.discount > 0 && (
              <tr>
                <th scope="row" colSpan={3}>
                  {t('orderDetail.discount', {
                    code: order.discountCode?.code ?? (order.promotion ? orderedPromotionName(order.promotion) : ''),
                  })}
                </th>
                <td>
                  <bdi>-{formatAed(order.discount)}</bdi>
                </td>
              </tr>
            )}
            <tr>
              <th scope="row" colSpan={3}>
                {t('orderDetail.total')}
              </th>
              <td>
                <strong>{formatAed(order.total)}</strong>
              </td>
            </tr>
          </>
        }
      >
        {lines.map((l) => (
          <tr key={l.description}>
            <td>{currentLanguage() === 'ar' && l.descriptionAr ? l.descriptionAr : <bdi>{l.description}</bdi>}</td>
            <td>{l.quantity}</td>
            <td>{formatAed(l.unitPrice)}</td>
            <td>{formatAed(l.amount)}</td>
          </tr>
        ))}
      </ScrollTable>
      <p className={styles.muted}>
        <bdi>{orderedPlanName(order.packageInfo)}</bdi> · {durationText(order.packageInfo.days)} ·{' '}
        {order.packageInfo.meals.map((m) => t(`enums.mealCategory.${m}`, { defaultValue: m })).join(t('meals.listSeparator'))} ·{' '}
        {t(`enums.orderType.${order.orderType}`, { defaultValue: order.orderType })}
      </p>
    </Panel>
  );
}
