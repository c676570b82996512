import type { FormikErrors, FormikHelpers } from 'formik';
import { errorMessage, fieldErrors } from '../../../lib/graphql-errors';
import { notify } from '../../../lib/toast';

/**
 * Runs a staff form's save: `save()` sends it and resolves with the success message, shown as a toast before
 * `done()` (close the modal, reset the form). On failure the server's field messages go on their fields
 * (VALIDATION_FAILED) and its message is shown as an error toast; the form keeps its input.
 */
export async function saveForm<V>(helpers: FormikHelpers<V>, save: () => Promise<string>, done: () => void): Promise<void> {
  try {
    notify.success(await save());
    done();
  } catch (e) {
    helpers.setErrors(fieldErrors(e) as FormikErrors<V>);
    notify.error(errorMessage(e));
  }
}
