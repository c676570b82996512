import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { notify } from '../../../lib/toast';
import { adminText, useAdminText } from '../hooks/use-admin-text';
import { downloadCsv } from '../utils/download';

/** Query values of an export: the grid's search, sort and filters (empty ones are left out). */
export type ExportParams = Record<string, string | number | null | undefined>;

/** `/api/...export.csv?search=..&planStatus=..` with the non-empty values. */
export function exportPath(path: string, params: ExportParams): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

/**
 * "Export CSV" for a staff grid: downloads every row matching the grid's current search, sort and
 * filters (the server streams them), with a busy state while it runs and a toast on failure.
 */
export function ExportButton({ path, params, filename }: { path: string; params: ExportParams; filename: string }) {
  const t = useAdminText();
  const [busy, setBusy] = useState(false);
  async function run() {
    setBusy(true);
    try {
      await downloadCsv(exportPath(path, params), filename);
      notify.success(adminText('export.ready'));
    } catch (e) {
      notify.error(e instanceof Error ? e.message : adminText('export.failed'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="outline" onClick={() => void run()} loading={busy}>
      {t('export.button')}
    </Button>
  );
}
