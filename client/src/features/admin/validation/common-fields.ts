import * as yup from 'yup';
import { validationMessage as m } from '../hooks/use-admin-text';

/** A display name (plan, offer): required, at most 120 characters after trimming. */
export const displayName = () => yup.string().trim().required(m('nameRequired')).max(120, m('nameMax'));

/** A whole discount percentage from 1 to `max` (100 for codes, 99 for plan promotions). */
export const discountPercent = (max: number) =>
  yup
    .number()
    .typeError(m('discountWhole'))
    .required(m('discountRequired'))
    .integer(m('discountWhole'))
    .min(1, m('discountRange', { max }))
    .max(max, m('discountRange', { max }));

/** A required start date and an end date not before it (offers run between two picked days). */
export const requiredDateRange = () => ({
  startDate: yup.date().nullable().required(m('startRequired')),
  endDate: yup
    .date()
    .nullable()
    .required(m('endRequired'))
    .when('startDate', ([start], s) => (start instanceof Date ? s.min(start, m('endAfterStart')) : s)),
});
