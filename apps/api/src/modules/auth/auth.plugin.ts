import { type Permission, STAFF_ROLES } from '@store/shared/constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.ts';
import { forbidden, unauthorized } from '../../lib/app-error.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { verifyToken } from './tokens.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: requires a valid bearer token of an active user. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** preHandler: sets request.user when a valid token is sent, else leaves a guest. */
    identify: (request: FastifyRequest) => Promise<void>;
    /** preHandler: a guest without a token, the user with a valid one, 401 for a bad or revoked one. */
    identifyStrict: (request: FastifyRequest) => Promise<void>;
    /** preHandler factory: staff only (admin/superadmin), and the permission unless superadmin. */
    requireStaff: (permission?: Permission) => (request: FastifyRequest) => Promise<void>;
  }
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * Bearer-JWT identity. Every request re-reads the user row and the token's session row, so a
 * deactivated user, a token whose version was bumped (password change, deactivation) or whose session
 * was ended (sign-out here or everywhere) is refused at once, on every process.
 */
async function authPlugin(app: FastifyInstance, opts: { config: AppConfig }): Promise<void> {
  app.decorateRequest('user', null);

  async function resolveUser(request: FastifyRequest): Promise<AuthUser | null | 'invalid'> {
    const token = bearer(request);
    if (!token) return null;
    const claims = await verifyToken(token, opts.config.jwtSecret);
    if (!claims) return 'invalid';
    const row = await app.db
      .selectFrom('users as u')
      .innerJoin('userSessions as s', 's.userId', 'u.id')
      .select(['u.id', 'u.email', 'u.role', 'u.isActive', 'u.tokenVersion'])
      .where('u.id', '=', claims.sub)
      .where('s.id', '=', claims.sid)
      .executeTakeFirst();
    if (!row || row.isActive !== 1 || row.tokenVersion !== claims.tv) return 'invalid';
    // Only staff hold permissions: a customer's request (most of them) costs one query, not two.
    const permissions = STAFF_ROLES.includes(row.role)
      ? await app.db.selectFrom('userPermissions').select('permission').where('userId', '=', row.id).execute()
      : [];
    return {
      id: row.id,
      email: row.email,
      role: row.role,
      permissions: permissions.map((p) => p.permission as Permission),
      sessionId: claims.sid,
    };
  }

  app.decorate('identify', async (request: FastifyRequest) => {
    const user = await resolveUser(request);
    request.user = user === 'invalid' ? null : user;
  });

  app.decorate('identifyStrict', async (request: FastifyRequest) => {
    const user = await resolveUser(request);
    // A stale token must not quietly turn a customer into a guest with another cart.
    if (user === 'invalid')
      throw unauthorized('Your session has expired. Please sign in again.', 'INVALID_TOKEN');
    request.user = user;
  });

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const user = await resolveUser(request);
    if (user === null || user === 'invalid') throw unauthorized();
    request.user = user;
  });

  app.decorate('requireStaff', (permission?: Permission) => async (request: FastifyRequest) => {
    await app.authenticate(request);
    const user = request.user;
    if (!user || !STAFF_ROLES.includes(user.role)) {
      throw forbidden('Access denied: administrators only');
    }
    if (permission && user.role !== 'superadmin' && !user.permissions.includes(permission)) {
      throw forbidden(`Access denied: the ${permission} permission is required`, 'FORBIDDEN', {
        permissions: permission,
      });
    }
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['db'] });
