import type { Language } from '@store/shared/constants';
import type { ErrorCode } from '@store/shared/error-codes';
import { loadErrorWording } from './error-wording.ts';

/** Root of every API call; Vite proxies it in development and the API serves it in production. */
export const API_BASE = '/api';

/** How a call reaches the API: the browser's fetch; the server renders pages with its own, in process. */
export type ApiFetch = (url: string, init: RequestInit) => Promise<Response>;

let apiFetch: ApiFetch = (url, init) => fetch(url, init);

/** The server's way to the API, set once as it starts rendering pages. */
export function setApiFetch(fetchImpl: ApiFetch): void {
  apiFetch = fetchImpl;
}

/** A failed API call: the HTTP status, the server's machine code when it sent one, and a readable message. */
export class ApiError extends Error {
  readonly status: number;
  /** The API's own `code` (null for an answer without one: a proxy's page, a network failure). */
  readonly code: ErrorCode | null;
  /** The numbers in the message (stock left, a minimum…), so the UI can word it in its language. */
  readonly details: Record<string, string | number>;

  constructor(
    message: string,
    status: number,
    code: ErrorCode | null,
    details: Record<string, string | number> = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

/** True for an API answer of 404: an unknown product, category or page, which asking again will not fix. */
export function isNotFoundError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * A query's retry rule for calls whose 4xx will not heal by asking again (a stale token, not found):
 * only a server or network failure gets its one more try.
 */
export function retryServerFailureOnce(failures: number, error: Error): boolean {
  return !(error instanceof ApiError && error.status < 500) && failures < 1;
}

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** Adds `lang=` for calls whose answer depends on the language. */
  lang?: Language;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * Content calls report failures as 'HTTP error! status: {code}' (storefront §7);
   * the others surface the server's `{error}` text.
   */
  errorStyle?: 'status' | 'server';
}

function buildUrl(path: string, query: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    // Empty and absent filters are not sent (storefront §5).
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

interface ErrorBody {
  error: string | null;
  code: ErrorCode | null;
  details: Record<string, string | number>;
}

function detailsOf(value: unknown): Record<string, string | number> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string | number] =>
        typeof entry[1] === 'string' || typeof entry[1] === 'number',
    ),
  );
}

async function readErrorBody(response: Response): Promise<ErrorBody> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object') {
      const record = body as Record<string, unknown>;
      return {
        error: typeof record.error === 'string' ? record.error : null,
        // The API answers only codes of the shared list (its AppError takes no other). A newer server
        // than this build may send one it does not know: the lookups that word a code check it
        // (isErrorCode), so checking here would only add the whole list to every page's first load.
        code: typeof record.code === 'string' ? (record.code as ErrorCode) : null,
        details: detailsOf(record.details),
      };
    }
  } catch {
    // Not JSON (a proxy page, an empty body): the status alone has to do.
  }
  return { error: null, code: null, details: {} };
}

/**
 * The ApiError of a failed answer: its status, and the `{ error, code, details }` it sent as JSON.
 * Its message is the server's `error`, else (or always, for the 'status' style) 'HTTP error! status: {code}'.
 */
export async function apiErrorOf(
  response: Response,
  errorStyle: RequestOptions['errorStyle'] = 'server',
): Promise<ApiError> {
  const [{ error, code, details }] = await Promise.all([
    readErrorBody(response),
    // Whoever catches this may word it at once (api-error-text.ts); a failed fetch of the wording
    // leaves the server's own message to show.
    loadErrorWording().catch(() => undefined),
  ]);
  const statusMessage = `HTTP error! status: ${response.status}`;
  const message = errorStyle === 'status' ? statusMessage : (error ?? statusMessage);
  return new ApiError(message, response.status, code, details);
}

/** The one way the web app talks to the API: JSON in, JSON out, errors as ApiError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', lang, body, signal, errorStyle = 'server' } = options;
  const query = lang ? { ...options.query, lang } : (options.query ?? {});
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  const response = await apiFetch(buildUrl(path, query), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });

  if (!response.ok) throw await apiErrorOf(response, errorStyle);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** GET of a storefront content call (hero, categories, products, footer…), in the given language. */
export function getContent<T>(
  path: string,
  options: {
    lang?: Language;
    query?: Record<string, QueryValue>;
    headers?: Record<string, string>;
    signal?: AbortSignal;
  } = {},
): Promise<T> {
  return apiRequest<T>(path, { ...options, errorStyle: 'status' });
}
