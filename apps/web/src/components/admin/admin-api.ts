/**
 * Admin API calls (admin §7). Every screen of the panel talks to /api/admin through these:
 *
 *   const data = await adminRequest<ProductsResponse>('/products', { query: { page, limit } });
 *   await adminRequest('/products/' + id, { method: 'DELETE' });
 *   catch (error) { setError(adminErrorText(error, t('products.saveFailed'))) }
 *
 * - `path` is relative to /api/admin; `query` drops empty values, `body` is sent as JSON.
 * - The bearer token comes from local storage, as every signed-in call of the shop (api-client).
 * - A failure throws ApiError whose message is the server's `{error}` text, else
 *   'HTTP error! status: {code}' (admin §7); adminErrorText words it in the panel's language.
 * - Query keys: build them with adminQueryKey(token, …) (token from useSession()): the session drops
 *   every query holding the previous token at sign-out, so one staff member never sees another's
 *   answers, e.g. `useQuery({ queryKey: adminQueryKey(token, 'products', filters), … })`.
 */
import { STORAGE_KEYS } from '@store/shared/constants';
import { browserTranslations } from '../../i18n/use-translation.ts';
import { apiRequest, type RequestOptions } from '../../lib/api-client.ts';
import { readStorage } from '../../lib/storage.ts';
import { noticeExpiredSession } from './staff-session-expiry.ts';
import { adminCodeText, adminErrorTextIn } from './admin-error-text.ts';

/** The first element of every admin query key. */
export const ADMIN_QUERY_KEY = ['admin'] as const;

/** A query key of an admin call: 'admin', the caller's token, then the resource and its filters. */
export function adminQueryKey(token: string | null, ...parts: readonly unknown[]): readonly unknown[] {
  return [...ADMIN_QUERY_KEY, token, ...parts];
}

export type AdminRequestOptions = Omit<RequestOptions, 'lang' | 'errorStyle'>;

/** Authorization header of the signed-in staff member, or none (the API then answers 401). */
export function adminAuthHeaders(): Record<string, string> {
  const token = readStorage(STORAGE_KEYS.token);
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/**
 * One call under /api/admin: JSON in and out, errors as ApiError with the server's message. A 401
 * also ends the staff session (staff-session-expiry.ts).
 */
export function adminRequest<T>(path: string, options: AdminRequestOptions = {}): Promise<T> {
  return apiRequest<T>(`/admin${path}`, {
    ...options,
    headers: { ...adminAuthHeaders(), ...options.headers },
    errorStyle: 'server',
  }).catch((error: unknown) => {
    throw noticeExpiredSession(error);
  });
}

/**
 * The text of a failed admin call where the spec says 'the server message, else {fallback}' (admin §8),
 * in the panel's language: the words of the server's code (errors.<lang>.json, with the numbers and
 * names of its details), else the screen's fallback (see admin-error-text.ts).
 */
export function adminErrorText(error: unknown, fallback: string): string {
  return adminErrorTextIn(error, fallback, browserTranslations.getFixedT(null, 'admin'));
}

/**
 * Logs a failed list load (admin §8) and throws it on to the screen's error; a request the query
 * cancelled itself (a newer filter, the screen left) is no failure and is not logged.
 */
export function rethrowLoadFailure(what: string, error: unknown, signal: AbortSignal): never {
  if (!signal.aborted) console.error(what, error);
  throw error;
}

/**
 * The message of any thrown value, for 'Error loading dashboard: {message}'-style texts: a server
 * refusal in the panel's words when its code has them, else the error's own message.
 */
export function errorMessageOf(error: unknown): string {
  const worded = adminCodeText(error, browserTranslations.getFixedT(null, 'admin'));
  return worded ?? (error instanceof Error ? error.message : String(error));
}
