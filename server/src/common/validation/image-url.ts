import { registerDecorator, type ValidationOptions } from 'class-validator';

/** Longest image URL accepted, characters. */
export const IMAGE_URL_MAX = 2048;

/**
 * Whether `value` is an image address the site may render: a site-relative path (`/images/x.svg`,
 * no `//` host, no backslash) or an absolute `https://` URL with a host. No `http:`, `data:` or
 * `javascript:` URLs, no control characters or whitespace.
 */
export function isImageUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > IMAGE_URL_MAX) return false;
  // Control characters are exactly what this check refuses.
  // eslint-disable-next-line no-control-regex
  if (/[\s\\\u0000-\u001f\u007f]/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** class-validator rule for {@link isImageUrl}. */
export function IsImageUrl(options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isImageUrl',
      target: target.constructor,
      propertyName: String(propertyName),
      options,
      validator: { validate: (v: unknown) => isImageUrl(v) },
    });
}
