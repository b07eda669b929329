/**
 * A file the admin API makes (the CSV exports, admin §7) saved by the browser: fetched with the staff
 * member's token, then handed over as a download under the server's file name.
 *
 *   try { await downloadAdminFile('/export/users', { format: 'csv', search, role }, 'users.csv') }
 *   catch { setError(t('users.exportFailed')) }   // 'Export failed'
 *
 * `query` drops empty values, as adminRequest does. A failed answer throws.
 */
import { API_BASE } from '../../lib/api-client.ts';
import { adminAuthHeaders } from './admin-api.ts';

type QueryValue = string | number | boolean | undefined;

/** The file name of a Content-Disposition header, if it names one. */
function fileNameOf(disposition: string | null): string | null {
  const match = disposition ? /filename="?([^";]+)"?/i.exec(disposition) : null;
  return match?.[1] ?? null;
}

/** GETs `path` under /api/admin and saves the answer as a file; throws when the server refuses. */
export async function downloadAdminFile(
  path: string,
  query: Record<string, QueryValue>,
  fallbackName: string,
): Promise<void> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const response = await fetch(`${API_BASE}/admin${path}?${params.toString()}`, {
    headers: adminAuthHeaders(),
  });
  if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition')) ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
