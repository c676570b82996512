/**
 * A profile modal form's submit that reports its progress to the modal (whose Save button spins while it runs):
 * `onSubmittingChange(true)` before `onSubmit(values)`, `(false)` after it settles, success or not. The promise
 * keeps `onSubmit`'s outcome.
 */
export function reportingSubmit<V>(onSubmit: (values: V) => Promise<void>, onSubmittingChange?: (submitting: boolean) => void) {
  return async (values: V): Promise<void> => {
    onSubmittingChange?.(true);
    try {
      await onSubmit(values);
    } finally {
      onSubmittingChange?.(false);
    }
  };
}
