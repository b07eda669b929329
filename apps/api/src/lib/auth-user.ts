import type { Permission, Role } from '@store/shared/constants';
import type { FastifyRequest } from 'fastify';

/** Who sent a request: what a valid token names (modules/auth/auth.plugin.ts reads it; modules read it here). */
export interface AuthUser {
  id: string;
  email: string;
  role: Role;
  permissions: Permission[];
  /** The session the token names: signing out ends this one only. */
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, once `app.authenticate` or `app.identify` ran; null for guests. */
    user: AuthUser | null;
  }
}

/** The authenticated caller's id (routes using this run app.authenticate first). */
export function userOf(request: FastifyRequest): string {
  if (!request.user) throw new Error('route is missing app.authenticate');
  return request.user.id;
}
