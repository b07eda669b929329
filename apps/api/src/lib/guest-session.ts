import { isGuestSessionId } from '@store/shared/guest-session';
import type { FastifyRequest } from 'fastify';

/** The guest session named by the x-session-id header, or null when absent or malformed. */
export function guestSessionId(request: FastifyRequest): string | null {
  const value = request.headers['x-session-id'];
  return isGuestSessionId(value) ? value : null;
}
