import { useCallback } from 'react';
import { ApiError } from './api-client.ts';
import { useSession } from './session-context.ts';

/**
 * A 401 on a call made with a token: the stored token no longer names anyone (expired, revoked by a
 * password change or a logout elsewhere). The cart says so with INVALID_TOKEN rather than quietly
 * switching to a guest cart; favourites answer a plain 401.
 */
export function isStaleTokenError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** Signs out after a stale-token answer, so the next calls go out as the guest the shopper now is. */
export function useDropStaleToken(): (error: unknown) => void {
  const { token, logout } = useSession();
  return useCallback(
    (error: unknown) => {
      if (token && isStaleTokenError(error)) void logout();
    },
    [token, logout],
  );
}

/** A 4xx is an answer the shopper reads (out of stock, invalid code), not a fault of the app. */
export function logCallFailure(what: string, error: unknown): void {
  if (error instanceof ApiError && error.status < 500) console.warn(`${what}:`, error.message);
  else console.error(`${what}:`, error);
}
