/**
 * A guest session id (storefront §3): 'guest-' + a millisecond timestamp + a random suffix. The web app
 * makes them, the API accepts only this shape in x-session-id.
 */
export const GUEST_SESSION_PATTERN = /^guest-\d{10,16}-[a-z0-9]{4,40}$/i;

/** Whether a value is a well-formed guest session id. */
export function isGuestSessionId(value: unknown): value is string {
  return typeof value === 'string' && GUEST_SESSION_PATTERN.test(value);
}
