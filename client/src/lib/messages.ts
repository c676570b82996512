import i18n from '../i18n';

/**
 * A message read when it is shown, in the current language: for yup schemas and constants defined at module
 * level, e.g. `string().required(tm('auth:validation.emailRequired'))`. `key` is `<namespace>:<key.path>`;
 * `values` fill the ICU placeholders. The namespace must be loaded (feature namespaces load with their page).
 */
export const tm = (key: string, values?: Record<string, unknown>) => (): string => i18n.t(key, values ?? {});

/**
 * `text` as a first-strong isolate (FSI…PDI): a name or code from the server that may be English keeps its own
 * direction inside an Arabic sentence ("العرض (Summer Fit Special، 15%)" instead of scrambled parentheses);
 * English text is returned as it is.
 */
export const isolate = (text: string): string => (i18n.language === 'ar' ? `\u2068${text}\u2069` : text);

/** The text of `key` in the current language now (for code outside components: toasts, thrown errors). */
export const tr = (key: string, values?: Record<string, unknown>): string => i18n.t(key, values ?? {});
