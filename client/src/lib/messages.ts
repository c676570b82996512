import i18n from '../i18n';

/**
 * A message read when it is shown, in the current language: for yup schemas and constants defined at module
 * level, e.g. `string().required(tm('auth:validation.emailRequired'))`. `key` is `<namespace>:<key.path>`;
 * `values` fill the ICU placeholders. The namespace must be loaded (feature namespaces load with their page).
 */
export const tm = (key: string, values?: Record<string, unknown>) => (): string => i18n.t(key, values ?? {});

/** The text of `key` in the current language now (for code outside components: toasts, thrown errors). */
export const tr = (key: string, values?: Record<string, unknown>): string => i18n.t(key, values ?? {});
