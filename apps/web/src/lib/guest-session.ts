import { STORAGE_KEYS } from '@store/shared/constants';
import { isGuestSessionId } from '@store/shared/guest-session';
import { readStorage, writeStorage } from './storage.ts';

/** A new id of the shape GUEST_SESSION_PATTERN describes, which the API checks. */
export function newGuestSessionId(now = Date.now()): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  const suffix = Array.from(bytes, (byte) => (byte % 36).toString(36)).join('');
  return `guest-${now}-${suffix}`;
}

/**
 * The guest's session id, created and stored under 'cart-session-id' on first use: guests get one
 * (storefront §4), and recent searches, view history and later the cart all hang on it.
 */
export function guestSessionId(): string {
  const stored = readStorage(STORAGE_KEYS.cartSessionId);
  if (isGuestSessionId(stored)) return stored;
  const id = newGuestSessionId();
  writeStorage(STORAGE_KEYS.cartSessionId, id);
  return id;
}

/** The x-session-id header naming this guest to the API. */
export function guestHeaders(): Record<string, string> {
  return { 'x-session-id': guestSessionId() };
}
