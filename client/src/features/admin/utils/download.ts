import { downloadFile } from '../../../lib/rest';
import { adminText } from '../hooks/use-admin-text';

/**
 * GETs a staff CSV (`/api/...`) with the session's bearer token and saves it (the shared {@link downloadFile}).
 * Rejects with the server's message, or the export's own "Download failed (status)" text.
 */
export function downloadCsv(path: string, filename: string): Promise<void> {
  return downloadFile(path, filename, (status) => adminText('export.failedStatus', { status }));
}
