import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { TextField } from '../../../components/form';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Modal } from '../../../components/ui/Modal';
import { Skeleton } from '../../../components/ui/Skeleton';
import { errorMessage } from '../../../lib/apollo-client';
import { formatDMY, formatDubaiDateTime, formatDubaiLong, formatLong } from '../../../lib/dates';
import { aedToFils, formatAed, toAedInput } from '../../../lib/money';
import { downloadFile } from '../../../lib/rest';
import { durationText, orderedPlanName, orderedPromotionName, paymentModeText, refundReasonText } from '../../../lib/order-wording';
import { currentLanguage } from '../../../i18n';
import { notify } from '../../../lib/toast';
import { AdminPage, Panel } from '../components/AdminPage';
import { useAdminText } from '../hooks/use-admin-text';
import { noticeLabel } from '../utils/order-notices';
import { useAdminOrder, useRefundOrder, type AdminOrderDetail } from '../hooks/use-admin-order';
import { REFUND_REASON_MAX, refundSchema, type RefundFormValues } from '../validation/refund.schema';
import { ScrollTable } from '../../../components/ui/ScrollTable';
import styles from './OrderDetailPage.module.css';

const FORM_ID = 'refund-form';

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
      {rows.map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}

function RefundDialog({ detail, open, onClose }: { detail: AdminOrderDetail; open: boolean; onClose: () => void }) {
  const t = useAdminText();
  const [refund] = useRefundOrder();
  const { order } = detail;

  async function submit(values: RefundFormValues, helpers: FormikHelpers<RefundFormValues>) {
    const amount = aedToFils(values.amount);
    try {
      await refund({ variables: { input: { orderId: order.id, amount, reason: values.reason.trim() } } });
      notify.success(t('orderDetail.refundedToast', { amount: formatAed(amount), number: order.orderNumber }));
      onClose();
    } catch (error) {
      helpers.setStatus(errorMessage(error));
    }
  }

  return (
    <Formik<RefundFormValues>
      key={open ? 'open' : 'closed'}
      initialValues={{ amount: toAedInput(order.refundable), reason: '' }}
      validationSchema={refundSchema(order.refundable)}
      onSubmit={submit}
    >
      {({ isSubmitting, status }) => (
        <Modal
          open={open}
          title={t('orderDetail.refundTitle', { number: order.orderNumber })}
          description={t('orderDetail.refundDescription', { amount: formatAed(order.refundable) })}
          onClose={onClose}
          formId={FORM_ID}
          saveLabel={t('orderDetail.refund')}
          submitting={isSubmitting}
          closeDisabled={isSubmitting}
        >
          <Form id={FORM_ID} noValidate className={styles.form}>
            <TextField
              name="amount"
              label={t('orderDetail.amountLabel')}
              inputMode="decimal"
              dir="ltr"
              autoComplete="off"
              data-autofocus
              hint={t('orderDetail.amountHint')}
            />
            <TextAreaField
              name="reason"
              label={t('orderDetail.reason')}
              counterMax={REFUND_REASON_MAX}
              rows={3}
              hint={t('orderDetail.reasonHint')}
            />
            {status && (
              <p role="alert" className={styles.error}>
                {status}
              </p>
            )}
          </Form>
        </Modal>
      )}
    </Formik>
  );
}

/** /dashboard/orders/:id: one order for staff, with its customer, quote, payment, deliveries, refunds and documents. */
export default function OrderDetailPage() {
  const t = useAdminText();
  const { id = '' } = useParams();
  const { data, error, refetch } = useAdminOrder(id);
  const [refundOpen, setRefundOpen] = useState(false);
  const detail = data?.adminOrder;

  if (error && !detail) {
    return (
      <AdminPage title={t('orderDetail.title')}>
        <ErrorState title={t('orderDetail.loadError')} message={errorMessage(error)} onRetry={() => void refetch()} />
      </AdminPage>
    );
  }
  if (!detail) {
    return (
      <AdminPage title={t('orderDetail.title')}>
        <div role="status" aria-label={t('orderDetail.loading')}>
          <Skeleton height={160} radius={12} />
          <Skeleton height={220} radius={12} />
        </div>
      </AdminPage>
    );
  }

  const { order, customer, lines, deliveries, notices } = detail;
  return (
    <AdminPage
      title={t('orderDetail.titleNumbered', { number: order.orderNumber })}
      intro={
        <>
          {t('orderDetail.statusLabel')}{' '}
          <strong data-testid="order-status">{t(`enums.orderStatus.${order.status}`, { defaultValue: order.status })}</strong> ·{' '}
          {t('orderDetail.placed', { date: formatDubaiLong(order.createdAt) })}
        </>
      }
      actions={
        order.refundable > 0 ? (
          <button type="button" className="btn btn-primary" onClick={() => setRefundOpen(true)}>
            {t('orderDetail.refund')}
          </button>
        ) : undefined
      }
    >
      <div className={styles.grid}>
        <Panel title={t('orderDetail.customer')}>
          {customer ? (
            <Facts
              rows={[
                [
                  t('common.name'),
                  <Link key="n" to={`/dashboard/order/user/${customer.id}`}>
                    {customer.fullName}
                  </Link>,
                ],
                [t('orderDetail.eMail'), <bdi key="e">{customer.email}</bdi>],
                [t('common.phone'), <bdi key="p">{customer.phoneNo}</bdi>],
                [t('orderDetail.address'), customer.address ? <bdi key="a">{customer.address}</bdi> : t('orderDetail.noAddress')],
              ]}
            />
          ) : (
            <p>{t('orderDetail.noCustomer')}</p>
          )}
        </Panel>
        <Panel title={t('orderDetail.payment')}>
          <Facts
            rows={[
              [t('orderDetail.paid'), formatAed(order.total)],
              [t('orderDetail.refunded'), formatAed(order.refundedAmount)],
              [t('orderDetail.refundable'), formatAed(order.refundable)],
              [t('orderDetail.method'), paymentModeText(order.paymentMode)],
              [
                t('orderDetail.stripePayment'),
                <code key="pi" dir="ltr">
                  {order.paymentIntentId}
                </code>,
              ],
            ]}
          />
        </Panel>
        <Panel title={t('orderDetail.deliveries')}>
          {deliveries ? (
            <Facts
              rows={[
                [t('orderDetail.planStatus'), t(`enums.subscriptionStatus.${deliveries.status}`, { defaultValue: deliveries.status })],
                [t('orderDetail.dates'), t('common.range', { from: formatLong(deliveries.startDate), to: formatLong(deliveries.endDate) })],
                [t('orderDetail.pending'), deliveries.pending],
                [t('orderDetail.outForDelivery'), deliveries.outForDelivery],
                [t('orderDetail.delivered'), deliveries.delivered],
                [t('orderDetail.cancelled'), deliveries.cancelled],
              ]}
            />
          ) : (
            <p>{t('orderDetail.noDeliveries')}</p>
          )}
        </Panel>
      </div>

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

      <Panel
        title={t('orderDetail.documents')}
        actions={
          order.invoiceNumber ? (
            <button
              type="button"
              className="btn btn-outline"
              onClick={() => void download(`/api/orders/${order.id}/invoice.pdf`, `${order.invoiceNumber}.pdf`)}
            >
              {t('orderDetail.invoice', { number: order.invoiceNumber })}
            </button>
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
      <Panel title={t('orderDetail.notices')}>
        {notices.length === 0 ? (
          <p className={styles.muted}>{t('orderDetail.noNotices')}</p>
        ) : (
          <ul className={styles.notices}>
            {notices.map((n) => (
              <li key={`${n.kind}-${n.refundId ?? ''}-${n.sentAt}`}>
                <span>{noticeLabel(t, n)}</span> <time dateTime={n.sentAt}>{formatDubaiDateTime(n.sentAt)}</time>
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <RefundDialog detail={detail} open={refundOpen} onClose={() => setRefundOpen(false)} />
    </AdminPage>
  );
}
