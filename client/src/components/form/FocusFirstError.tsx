import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';

/**
 * Put inside a formik <Form>: after a submit attempt that fails validation, moves focus to the first
 * invalid field so keyboard and screen-reader users land on the problem. Only once per attempt, so
 * it never steals focus while the person types.
 */
export function FocusFirstError() {
  const { submitCount, isSubmitting, isValidating, errors } = useFormikContext();
  const handled = useRef(0);
  useEffect(() => {
    if (submitCount === handled.current || isSubmitting || isValidating) return;
    handled.current = submitCount;
    if (Object.keys(errors).length === 0) return;
    requestAnimationFrame(() => document.querySelector<HTMLElement>('form [aria-invalid="true"]')?.focus());
  }, [submitCount, isSubmitting, isValidating, errors]);
  return null;
}
