import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { TextField } from '../../../components/form';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Modal } from '../../../components/ui/Modal';
import { Skeleton } from '../../../components/ui/Skeleton';
import { errorMessage } from '../../../lib/apollo-client';
import { formatDMY } from '../../../lib/dates';
import { formatAed } from '../../../lib/money';
import { downloadFile } from '../../../lib/rest';
import { notify } from '../../../lib/toast';
import { AdminPage, Panel } from '../components/AdminPage';
import { useAdminOrder, useRefundOrder, type AdminOrderDetail } from '../hooks/use-admin-order';
import { aedToFils, REFUND_REASON_MAX, refundSchema, type RefundFormValues } from '../validation/refund.schema';
import styles from './OrderDetailPage.module.css';

const FORM_ID = 'refund-form';
const STATUS_LABELS: Record<string, string> = { Paid: 'Paid', PartiallyRefunded: 'Partially refunded', Refunded: 'Refunded', Cancelled: 'Cancelled' };

async function download(path: string, filename: string) {
  try {
    await downloadFile(path, filename);
  } catch (error) {
    notify.error(errorMessage(error));
  }
}

function Facts({ rows }: { rows: [string, React.ReactNode][] }) {
  return (
    <dl className={styles.facts}>
      {rows.map(([k, v]) => <div key={k}><dt>{k}</dt><dd>{v}</dd></div>)}
    </dl>
  );
}

function RefundDialog({ detail, open, onClose }: { detail: AdminOrderDetail; open: boolean; onClose: () => void }) {
  const [refund] = useRefundOrder();
  const { order } = detail;

  async function submit(values: RefundFormValues, helpers: FormikHelpers<RefundFormValues>) {
    const amount = aedToFils(values.amount);
    try {
      await refund({ variables: { input: { orderId: order.id, amount, reason: values.reason.trim() } } });
      notify.success(`Refunded ${formatAed(amount)} of ${order.orderNumber}.`);
      onClose();
    } catch (error) {
      helpers.setStatus(errorMessage(error));
    }
  }

  return (
    <Formik<RefundFormValues>
      key={open ? 'open' : 'closed'}
      initialValues={{ amount: (order.refundable / 100).toFixed(2), reason: '' }}
      validationSchema={refundSchema(order.refundable)}
      onSubmit={submit}
    >
      {({ isSubmitting, status }) => (
        <Modal
          open={open}
          title={`Refund ${order.orderNumber}`}
          description={`Up to ${formatAed(order.refundable)} can be refunded to the customer's card. A full refund cancels the remaining deliveries.`}
          onClose={onClose}
          formId={FORM_ID}
          saveLabel="Refund"
          submitting={isSubmitting}
          closeDisabled={isSubmitting}
        >
          <Form id={FORM_ID} noValidate className={styles.form}>
            <TextField name="amount" label="Amount (AED)" inputMode="decimal" autoComplete="off" data-autofocus hint="VAT included. Full amount prefilled." />
            <TextAreaField name="reason" label="Reason" counterMax={REFUND_REASON_MAX} rows={3} hint="Shown to the customer on the credit note and e-mail." />
            {status && <p role="alert" className={styles.error}>{status}</p>}
          </Form>
        </Modal>
      )}
    </Formik>
  );
}

/** /dashboard/orders/:id: one order for staff, with its customer, quote, payment, deliveries, refunds and documents. */
export default function OrderDetailPage() {
  const { id = '' } = useParams();
  const { data, error, refetch } = useAdminOrder(id);
  const [refundOpen, setRefundOpen] = useState(false);
  const detail = data?.adminOrder;

  if (error && !detail) {
    return <AdminPage title="Order"><ErrorState title="We couldn’t load this order." message={errorMessage(error)} onRetry={() => void refetch()} /></AdminPage>;
  }
  if (!detail) {
    return <AdminPage title="Order"><div role="status" aria-label="Loading the order"><Skeleton height={160} radius={12} /><Skeleton height={220} radius={12} /></div></AdminPage>;
  }

  const { order, customer, lines, deliveries, notices } = detail;
  return (
    <AdminPage
      title={`Order ${order.orderNumber}`}
      intro={<>Status: <strong data-testid="order-status">{STATUS_LABELS[order.status] ?? order.status}</strong> · placed {formatDMY(order.createdAt)}</>}
      actions={order.refundable > 0 ? <button type="button" className="btn btn-primary" onClick={() => setRefundOpen(true)}>Refund</button> : undefined}
    >
      <div className={styles.grid}>
        <Panel title="Customer">
          {customer ? (
            <Facts rows={[
              ['Name', <Link key="n" to={`/dashboard/order/user/${customer.id}`}>{customer.fullName}</Link>],
              ['E-mail', customer.email], ['Phone', customer.phoneNo], ['Address', customer.address || 'No address saved'],
            ]} />
          ) : <p>The customer’s account no longer exists.</p>}
        </Panel>
        <Panel title="Payment">
          <Facts rows={[
            ['Paid', formatAed(order.total)], ['Refunded', formatAed(order.refundedAmount)], ['Refundable', formatAed(order.refundable)],
            ['Method', order.paymentMode], ['Stripe payment', <code key="pi">{order.paymentIntentId}</code>],
          ]} />
        </Panel>
        <Panel title="Deliveries">
          {deliveries ? (
            <Facts rows={[
              ['Plan status', deliveries.status], ['Dates', `${formatDMY(deliveries.startDate)} to ${formatDMY(deliveries.endDate)}`],
              ['Pending', deliveries.pending], ['Out for delivery', deliveries.outForDelivery], ['Delivered', deliveries.delivered], ['Cancelled', deliveries.cancelled],
            ]} />
          ) : <p>No deliveries were scheduled for this order.</p>}
        </Panel>
      </div>

      <Panel title="Quote">
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead><tr><th scope="col">Line</th><th scope="col">Qty</th><th scope="col">Unit price</th><th scope="col">Amount</th></tr></thead>
            <tbody>
              {lines.map((l) => (
                <tr key={l.description}><td>{l.description}</td><td>{l.quantity}</td><td>{formatAed(l.unitPrice)}</td><td>{formatAed(l.amount)}</td></tr>
              ))}
            </tbody>
            <tfoot>
              <tr><th scope="row" colSpan={3}>Subtotal</th><td>{formatAed(order.subtotal)}</td></tr>
              <tr><th scope="row" colSpan={3}>VAT 5%</th><td>{formatAed(order.vat)}</td></tr>
              {order.discount > 0 && (
                <tr><th scope="row" colSpan={3}>Discount {order.discountCode?.code ?? order.promotion?.name ?? ''}</th><td>-{formatAed(order.discount)}</td></tr>
              )}
              <tr><th scope="row" colSpan={3}>Total</th><td><strong>{formatAed(order.total)}</strong></td></tr>
            </tfoot>
          </table>
        </div>
        <p className={styles.muted}>{order.packageInfo.package} · {order.packageInfo.days} · {order.packageInfo.meals.join(', ')} · {order.orderType}</p>
      </Panel>

      <Panel
        title="Refunds and documents"
        actions={order.invoiceNumber ? (
          <button type="button" className="btn btn-outline" onClick={() => void download(`/api/orders/${order.id}/invoice.pdf`, `${order.invoiceNumber}.pdf`)}>
            Tax invoice {order.invoiceNumber}
          </button>
        ) : undefined}
      >
        {order.refunds.length === 0 ? <p className={styles.muted}>No refunds.</p> : (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead><tr><th scope="col">Date</th><th scope="col">Amount</th><th scope="col">Reason</th><th scope="col">By</th><th scope="col">Status</th><th scope="col">Credit note</th></tr></thead>
              <tbody>
                {order.refunds.map((r) => (
                  <tr key={r.id}>
                    <td>{formatDMY(r.createdAt)}</td><td>{formatAed(r.amount)}</td><td>{r.reason}</td><td>{r.source}</td><td>{r.status}</td>
                    <td>
                      {r.creditNoteNumber ? (
                        <button type="button" className={styles.link} onClick={() => void download(`/api/orders/${order.id}/credit-notes/${r.id}.pdf`, `${r.creditNoteNumber}.pdf`)}>
                          {r.creditNoteNumber}
                        </button>
                      ) : '—'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Panel>
      <Panel title="Notices sent">
        {notices.length === 0 ? <p className={styles.muted}>No notices yet.</p> : (
          <ul className={styles.notices}>
            {notices.map((n) => <li key={`${n.label}-${n.sentAt}`}><span>{n.label}</span> <time dateTime={n.sentAt}>{formatDMY(n.sentAt)}</time></li>)}
          </ul>
        )}
      </Panel>
      <RefundDialog detail={detail} open={refundOpen} onClose={() => setRefundOpen(false)} />
    </AdminPage>
  );
}
