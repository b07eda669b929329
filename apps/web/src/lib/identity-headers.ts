import { STORAGE_KEYS } from '@store/shared/constants';
import { guestSessionId } from './guest-session.ts';
import { readStorage } from './storage.ts';

/**
 * Who is calling: the bearer token once signed in, and always the guest session id. The API uses the
 * token when there is one; the session id lets it merge a guest's cart into the account exactly once
 * at sign-in, and keeps a guest's recent searches their own. A query whose key names its owner passes
 * that token (null for a guest), so what it asks matches the key it is kept under.
 */
export function identityHeaders(token = readStorage(STORAGE_KEYS.token)): Record<string, string> {
  return {
    'x-session-id': guestSessionId(),
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  };
}
