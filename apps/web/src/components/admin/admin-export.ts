/**
 * CSV exports of the admin lists (admin §7 'GET /admin/export/users?format=csv and
 * /admin/export/orders?format=csv plus filters'): the file the server streams, saved by the browser
 * under the server's file name.
 *
 *   try { await downloadAdminExport('orders', { search, status, dateFrom, dateTo }) }
 *   catch { setError(t('orders.exportFailed')) }                          // 'Export failed'
 *
 *   await downloadAdminExport('users', { search, role, isActive })       // the users list's filters
 *
 * Empty filters are not sent. A refusal or a network failure throws; the screen shows its text.
 */
import { API_BASE, ApiError } from '../../lib/api-client.ts';
import { adminAuthHeaders } from './admin-api.ts';
import { noticeExpiredSession } from './staff-session-expiry.ts';

export type AdminExport = 'orders' | 'users';

/** The server's `filename="…"`, else `{resource}.csv`. */
function fileNameOf(response: Response, resource: AdminExport): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? `${resource}.csv`;
}

/** Downloads GET /api/admin/export/{resource}?format=csv with the list's filters as a file. */
export async function downloadAdminExport(
  resource: AdminExport,
  filters: Record<string, string | undefined>,
): Promise<void> {
  const params = new URLSearchParams({ format: 'csv' });
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  const response = await fetch(`${API_BASE}/admin/export/${resource}?${params}`, {
    headers: { Accept: 'text/csv', ...adminAuthHeaders() },
  });
  if (!response.ok) {
    throw noticeExpiredSession(new ApiError(`HTTP error! status: ${response.status}`, response.status, null));
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response, resource);
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser's download; the object URL can go a moment later.
  window.setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
