import * as yup from 'yup';
import { validationMessage as m } from '../hooks/use-admin-text';
import type { NoticeAudience, SendNotificationInput } from '../../../generated/graphql';

export interface NotificationFormValues {
  title: string;
  message: string;
  audience: NoticeAudience;
  userId: string;
}

const shape = {
  title: yup.string().trim().required(m('titleRequired')).max(120, m('titleMax', { max: 120 })),
  message: yup.string().trim().required(m('messageRequired')).max(1000, m('messageMax')),
  audience: yup.string().required(m('audienceRequired')),
  userId: yup.string().when('audience', ([audience], s) => (audience === 'OneCustomer' ? s.required(m('chooseCustomer')) : s)),
} satisfies Record<keyof SendNotificationInput, yup.Schema>;

export const notificationSchema = yup.object(shape);
