import { tr } from './messages';
import i18n from '../i18n';
import { tokenVar } from './session';

/** Shown when the request never reached the server (offline, DNS, CORS...). */
export const NETWORK_ERROR_MESSAGE = 'Cannot reach the server. Check your connection and try again.';

/**
 * A refused REST call: `status` is the HTTP status (0 when the server could not be reached) and
 * `message` the body's `data.message ?? message` (spec sections 7 and 8), or a generic text.
 * `fields` carries the per-field messages of a 400 VALIDATION_FAILED body (`errors`), when any.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly fields: Record<string, string>;

  constructor(message: string, status: number, code?: string, fields: Record<string, string> = {}) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The message a failed body carries: `data.message`, then `message`. */
function bodyMessage(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  const data = body.data;
  if (isRecord(data) && typeof data.message === 'string' && data.message) return data.message;
  if (typeof body.message === 'string' && body.message) return body.message;
  return undefined;
}

/** `errors: { field: message }` of a validation failure; anything else gives {}. */
function bodyFields(body: unknown): Record<string, string> {
  if (!isRecord(body) || !isRecord(body.errors)) return {};
  return Object.fromEntries(Object.entries(body.errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * POSTs `body` as JSON to a same-origin REST route (`/api/...`) the way spec section 7 describes:
 * credentials included and the bearer token of the session attached. Resolves with the parsed
 * body; rejects with an {@link HttpError} whose message is the body's `data.message ?? message`.
 */
export async function postJson<T>(path: string, body: unknown): Promise<T> {
  return send<T>(path, JSON.stringify(body), { 'Content-Type': 'application/json' });
}

/**
 * POSTs `fields` as multipart/form-data (the browser sets the boundary), with the same credentials,
 * bearer token and error handling as {@link postJson}. `Blob` values are sent as files; `undefined`
 * and `null` values are left out.
 */
export async function postMultipart<T>(path: string, fields: Record<string, string | Blob | null | undefined>): Promise<T> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (value instanceof File) form.append(name, value, value.name);
    else form.append(name, value);
  }
  return send<T>(path, form, {});
}

async function send<T>(path: string, body: BodyInit, extraHeaders: Record<string, string>): Promise<T> {
  const token = tokenVar();
  const headers: Record<string, string> = { ...extraHeaders, Accept: 'application/json', 'Accept-Language': i18n.language };
  if (token) headers.Authorization = `Bearer ${token}`;

  let res: Response;
  try {
    res = await fetch(path, { method: 'POST', credentials: 'include', headers, body });
  } catch {
    throw new HttpError(tr('common:error.network'), 0);
  }

  const parsed = await readJson(res);
  if (!res.ok) {
    const message = bodyMessage(parsed) ?? tr('common:error.requestFailed', { status: res.status });
    if (import.meta.env.DEV) console.warn(`[REST] POST ${path} ${res.status}: ${message}`);
    const code = isRecord(parsed) && typeof parsed.code === 'string' ? parsed.code : undefined;
    throw new HttpError(message, res.status, code, bodyFields(parsed));
  }
  return parsed as T;
}

/**
 * Downloads a file the API serves to the signed-in user (tax invoices, credit notes, staff CSV exports): GET with
 * the bearer token, then hands the bytes to the browser as `filename`. `failed(status)` words a refusal whose body
 * carries no message (default: the common "Download failed" text).
 * @throws HttpError with the server's message (e.g. 'Order not found.') or the network message.
 */
export async function downloadFile(
  path: string,
  filename: string,
  failed: (status: number) => string = (status) => tr('common:error.downloadFailed', { status }),
): Promise<void> {
  const token = tokenVar();
  const headers: Record<string, string> = { 'Accept-Language': i18n.language };
  if (token) headers.Authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(path, { credentials: 'include', headers });
  } catch {
    throw new HttpError(tr('common:error.network'), 0);
  }
  if (!res.ok) {
    const parsed = await readJson(res);
    throw new HttpError(bodyMessage(parsed) ?? failed(res.status), res.status);
  }
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
