import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import i18n from '../../../i18n';

/** The staff screens' translation namespaces: loaded together with the first staff page. */
export const ADMIN_NAMESPACES = ['admin', 'dataGrid'];

/** `t` of the `admin` namespace (locales/{en,ar}/admin.json; ICU messages). */
export type AdminT = TFunction<'admin'>;

/** The staff screens' `t`: it changes when the language does, so memoised columns rebuild with it. */
export function useAdminText(): AdminT {
  return useTranslation('admin').t;
}

/**
 * A staff message in the current language, for code that runs outside a render (toasts after a request,
 * download errors): `adminText('export.ready')`.
 */
export function adminText(key: string, values?: Record<string, unknown>): string {
  return i18n.t(key, { ns: 'admin', ...values });
}

/**
 * A yup message resolved when the form validates, so it follows the language at that moment:
 * `yup.string().required(validationMessage('nameRequired'))`.
 */
export function validationMessage(key: string, values?: Record<string, unknown>): () => string {
  return () => adminText(`validation.${key}`, values);
}
