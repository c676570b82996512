import { tokenVar } from '../../../lib/session';
import { NETWORK_ERROR_MESSAGE } from '../../../lib/rest';
import { adminText } from '../hooks/use-admin-text';

/**
 * GETs a staff CSV (`/api/...`) with the session's bearer token and saves it through a Blob URL.
 * Rejects with the server's message.
 */
export async function downloadCsv(path: string, filename: string): Promise<void> {
  const token = tokenVar();
  let res: Response;
  try {
    res = await fetch(path, { credentials: 'include', headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new Error(NETWORK_ERROR_MESSAGE);
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => undefined)) as { message?: string } | undefined;
    throw new Error(body?.message ?? adminText('export.failedStatus', { status: res.status }));
  }
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
