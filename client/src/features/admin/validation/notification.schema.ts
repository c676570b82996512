import * as yup from 'yup';
import { validationMessage as m } from '../hooks/use-admin-text';
import type { NoticeAudience, SendNotificationInput } from '../hooks/use-admin-operations';
import { translationsSchema } from './translations.schema';
import { NOTICE_MESSAGE_MAX, NOTICE_TITLE_MAX } from '../../../lib/limits';

export interface NotificationFormValues {
  title: string;
  message: string;
  audience: NoticeAudience;
  userId: string;
  translations: { ar: { title: string; message: string } };
}

const shape = {
  title: yup
    .string()
    .trim()
    .required(m('titleRequired'))
    .max(NOTICE_TITLE_MAX, m('titleMax', { max: NOTICE_TITLE_MAX })),
  message: yup
    .string()
    .trim()
    .required(m('messageRequired'))
    .max(NOTICE_MESSAGE_MAX, m('messageMax', { max: NOTICE_MESSAGE_MAX })),
  audience: yup.string().required(m('audienceRequired')),
  userId: yup.string().when('audience', ([audience], s) => (audience === 'OneCustomer' ? s.required(m('chooseCustomer')) : s)),
  translations: translationsSchema({
    title: { label: 'Arabic title', max: NOTICE_TITLE_MAX },
    message: { label: 'Arabic message', max: NOTICE_MESSAGE_MAX },
  }),
} satisfies Record<keyof SendNotificationInput, yup.Schema>;

export const notificationSchema = yup.object(shape);
