/** Shared field rules of the content forms, mirroring the server's checks (docs/decisions/0008-public-content.md). */

export { EMAIL_MAX } from '../../../lib/field-schemas';

/** Loose phone shape the server uses for ambassadors: optional +, 7-15 digits, spaces/dashes/dots/brackets. */
const PHONE_PATTERN = /^\+?(?:[\s().-]*\d){7,15}[\s().-]*$/;

export function looksLikePhone(value: string): boolean {
  return value.length <= 30 && PHONE_PATTERN.test(value.trim());
}

/** A host name with a top-level domain (`instagram.com`), or an IPv4 address. */
const HOST_PATTERN = /^(?:(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}|(?:\d{1,3}\.){3}\d{1,3})$/i;

/**
 * True for an absolute http(s) URL with a real host name and no credentials, as the server's
 * `IsUrl` accepts (`https://instagram.com/me`); 'instagram.com/me' or 'ftp://x' are refused.
 */
export function isHttpUrl(value: string): boolean {
  const text = value.trim();
  if (!/^https?:\/\//i.test(text) || /\s/.test(text) || text.length > 2048) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password && HOST_PATTERN.test(url.hostname);
  } catch {
    return false;
  }
}
