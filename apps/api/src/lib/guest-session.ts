import type { FastifyRequest } from 'fastify';

/** 'guest-' + a millisecond timestamp + a random suffix, as the storefront makes them (storefront §3). */
const GUEST_SESSION = /^guest-\d{10,16}-[a-z0-9]{4,40}$/i;

/** The guest session named by the x-session-id header, or null when absent or malformed. */
export function guestSessionId(request: FastifyRequest): string | null {
  const value = request.headers['x-session-id'];
  return typeof value === 'string' && GUEST_SESSION.test(value) ? value : null;
}
