import * as yup from 'yup';
import { validationMessage as m } from '../hooks/use-admin-text';
import type { NoticeAudience, SendNotificationInput } from '../hooks/use-admin-operations';
import { translationsSchema } from './translations.schema';

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
    .max(120, m('titleMax', { max: 120 })),
  message: yup.string().trim().required(m('messageRequired')).max(1000, m('messageMax')),
  audience: yup.string().required(m('audienceRequired')),
  userId: yup.string().when('audience', ([audience], s) => (audience === 'OneCustomer' ? s.required(m('chooseCustomer')) : s)),
  translations: translationsSchema({ title: { label: 'Arabic title', max: 120 }, message: { label: 'Arabic message', max: 2000 } }),
} satisfies Record<keyof SendNotificationInput, yup.Schema>;

export const notificationSchema = yup.object(shape);
