import { Form, Formik, type FormikHelpers } from 'formik';
import { TextField } from '../../../components/form';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { Modal } from '../../../components/ui/Modal';
import { errorMessage } from '../../../lib/graphql-errors';
import { aedToFils, formatAed, toAedInput } from '../../../lib/money';
import { notify } from '../../../lib/toast';
import { useRefundOrder, type AdminOrderDetail } from '../hooks/use-admin-order';
import { useAdminText } from '../hooks/use-admin-text';
import { REFUND_REASON_MAX, refundSchema, type RefundFormValues } from '../validation/refund.schema';
import styles from './OrderDetail.module.css';

const FORM_ID = 'refund-form';

/** Staff refund part or all of what is left of an order: the amount (at most the refundable rest) and a reason. */
export function RefundDialog({ order, open, onClose }: { order: AdminOrderDetail['order']; open: boolean; onClose: () => void }) {
  const t = useAdminText();
  const [refund] = useRefundOrder();

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
