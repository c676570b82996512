import { Form, Formik, type FormikHelpers, type FormikValues } from 'formik';
import type { ReactNode } from 'react';
import type { AnyObjectSchema } from 'yup';
import { Modal } from '../../../components/ui/Modal';

/**
 * A staff form in the shared Modal: the Modal's Save button submits the Formik form `formId` (spinning while it
 * submits), Cancel and the close icon call `onClose`. `children` are the fields, or a function of the current
 * values for fields that show something derived from them. `open` defaults to true (pages usually mount it only
 * while adding); a page that keeps it mounted passes `open` and, to load another record, `enableReinitialize`.
 */
export function FormModal<V extends FormikValues>({
  formId,
  title,
  initialValues,
  validationSchema,
  onSubmit,
  onClose,
  open = true,
  enableReinitialize,
  className,
  children,
}: {
  formId: string;
  title: string;
  initialValues: V;
  validationSchema: AnyObjectSchema;
  onSubmit: (values: V, helpers: FormikHelpers<V>) => Promise<void>;
  onClose: () => void;
  open?: boolean;
  enableReinitialize?: boolean;
  /** Class of the `<form>` (for example the two-column `formGrid`). */
  className?: string;
  children: ReactNode | ((values: V) => ReactNode);
}) {
  return (
    <Formik<V>
      initialValues={initialValues}
      validationSchema={validationSchema}
      onSubmit={onSubmit}
      enableReinitialize={enableReinitialize}
    >
      {({ isSubmitting, values }) => (
        <Modal open={open} title={title} onClose={onClose} formId={formId} submitting={isSubmitting}>
          <Form id={formId} noValidate className={className}>
            {typeof children === 'function' ? children(values) : children}
          </Form>
        </Modal>
      )}
    </Formik>
  );
}
