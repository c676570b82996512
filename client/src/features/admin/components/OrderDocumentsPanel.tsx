import { Button } from '../../../components/ui/Button';
import { ScrollTable } from '../../../components/ui/ScrollTable';
import { errorMessage } from '../../../lib/graphql-errors';
import { formatDMY } from '../../../lib/dates';
import { formatAed } from '../../../lib/money';
import { refundReasonText } from '../../../lib/order-wording';
import { downloadFile } from '../../../lib/rest';
import { notify } from '../../../lib/toast';
import type { AdminOrderDetail } from '../hooks/use-admin-order';
import { useAdminText } from '../hooks/use-admin-text';
import { Panel } from './AdminPage';
import styles from './OrderDetail.module.css';

/** Saves one of the order's PDFs; a failure is a toast. */
async function download(path: string, filename: string) {
  try {
    await downloadFile(path, filename);
  } catch (error) {
    notify.error(errorMessage(error));
  }
}

/** The order's documents: the tax invoice, and the refunds so far, each with its credit note once issued. */
export function OrderDocumentsPanel({ order }: { order: AdminOrderDetail['order'] }) {
  const t = useAdminText();
  return (
    <Panel
      title={t('orderDetail.documents')}
      actions={
        order.invoiceNumber ? (
          <Button variant="outline" onClick={() => void download(`/api/orders/${order.id}/invoice.pdf`, `${order.invoiceNumber}.pdf`)}>
            {t('orderDetail.invoice', { number: order.invoiceNumber })}
          </Button>
        ) : undefined
      }
    >
      {order.refunds.length === 0 ? (
        <p className={styles.muted}>{t('orderDetail.noRefunds')}</p>
      ) : (
        <ScrollTable
          wrapClassName={styles.tableWrap}
          className={styles.table}
          headers={[
            t('common.date'),
            t('orderDetail.amount'),
            t('orderDetail.reason'),
            t('orderDetail.by'),
            t('common.status'),
            t('orderDetail.creditNote'),
          ]}
        >
          {order.refunds.map((r) => (
            <tr key={r.id}>
              <td>{formatDMY(r.createdAt)}</td>
              <td>{formatAed(r.amount)}</td>
              <td>
                <bdi>{refundReasonText(r)}</bdi>
              </td>
              <td>{t(`enums.refundSource.${r.source}`, { defaultValue: r.source })}</td>
              <td>{t(`enums.refundStatus.${r.status}`, { defaultValue: r.status })}</td>
              <td>
                {r.creditNoteNumber ? (
                  <button
                    type="button"
                    className={styles.link}
                    onClick={() => void download(`/api/orders/${order.id}/credit-notes/${r.id}.pdf`, `${r.creditNoteNumber}.pdf`)}
                  >
                    {r.creditNoteNumber}
                  </button>
                ) : (
                  '—'
                )}
              </td>
            </tr>
          ))}
        </ScrollTable>
      )}
    </Panel>
  );
}
