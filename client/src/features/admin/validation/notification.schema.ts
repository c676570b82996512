import * as yup from 'yup';
import type { NoticeAudience, SendNotificationInput } from '../../../generated/graphql';
import { translationsSchema } from './translations.schema';

export interface NotificationFormValues {
  title: string;
  message: string;
  audience: NoticeAudience;
  userId: string;
  translations: { ar: { title: string; message: string } };
}

const shape = {
  title: yup.string().trim().required('Title is required').max(120, 'Title must be at most 120 characters'),
  message: yup.string().trim().required('Message is required').max(1000, 'Message must be at most 1000 characters'),
  audience: yup.string().required('Audience is required'),
  userId: yup.string().when('audience', ([audience], s) => (audience === 'OneCustomer' ? s.required('Choose a customer') : s)),
  translations: translationsSchema({ title: { label: 'Arabic title', max: 120 }, message: { label: 'Arabic message', max: 2000 } }),
} satisfies Record<keyof SendNotificationInput, yup.Schema>;

export const notificationSchema = yup.object(shape);
