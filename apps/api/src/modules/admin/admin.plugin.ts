import { type Permission, STAFF_ROLES } from '@store/shared/constants';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { type AppError, forbidden } from '../../lib/app-error.ts';

/**
 * What an admin route needs, declared in its route config (design rule 14):
 * - a permission: the caller must hold it (a superadmin holds every one);
 * - `anyOf`: the caller must hold at least one of them (upload serves every screen whose form takes an image);
 * - 'staff': any admin or superadmin (the dashboard);
 * - 'superadmin': a superadmin only (the audit log).
 */
export type AdminAccess = Permission | { anyOf: readonly Permission[] } | 'staff' | 'superadmin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Required on every route under /api/admin; the admin plugin refuses to register one without it. */
    access?: AdminAccess;
  }
}

/** A route module registered inside the admin plugin: its paths are relative to /api/admin. */
export type AdminRoutes = (app: FastifyInstance) => Promise<void>;

function allowed(request: FastifyRequest, access: AdminAccess): boolean {
  const user = request.user;
  if (!user || !STAFF_ROLES.includes(user.role)) return false;
  if (user.role === 'superadmin') return true;
  if (access === 'staff') return true;
  if (access === 'superadmin') return false;
  const needed = typeof access === 'string' ? [access] : access.anyOf;
  return needed.some((permission) => user.permissions.includes(permission));
}

/**
 * The 403 of a caller the route's access turns away. A staff member is told what the route needs, in
 * words and in `details` (the permissions, any one of which would do, or the superadmin role), so the
 * panel can say it in its language; a customer only that the panel is for staff.
 */
function refusal(request: FastifyRequest, access: AdminAccess | undefined): AppError {
  const user = request.user;
  if (!access || access === 'staff' || !user || !STAFF_ROLES.includes(user.role)) {
    return forbidden('Access denied: administrators only');
  }
  if (access === 'superadmin') {
    return forbidden('Access denied: superadmins only', 'FORBIDDEN', { role: 'superadmin' });
  }
  const needed = typeof access === 'string' ? [access] : access.anyOf;
  return forbidden(`Access denied: the ${needed.join(' or ')} permission is required`, 'FORBIDDEN', {
    permissions: needed.join(','),
  });
}

/**
 * Every staff route lives under /api/admin, registered through this one prefix-scoped plugin. One
 * onRequest hook signs the caller in (401 without a valid token) and checks the route's declared
 * access (403 for a customer or an admin without the permission), before the body is even parsed. A
 * route that forgets to declare its access fails at start-up rather than being open.
 */
export function adminPlugin(routes: readonly AdminRoutes[]) {
  return async function admin(app: FastifyInstance): Promise<void> {
    app.addHook('onRoute', (route) => {
      const access = route.config?.access;
      if (!access) {
        throw new Error(`admin route ${route.method} ${route.url} declares no access`);
      }
      // Published in the OpenAPI document as `x-access`: clients see what a call needs, and the
      // permission-matrix test (admin-access.test.ts) checks every route against its declaration.
      const schema: FastifySchema & { 'x-access': AdminAccess } = { ...route.schema, 'x-access': access };
      route.schema = schema;
    });
    app.addHook('onRequest', async (request) => {
      await app.authenticate(request);
      const access = request.routeOptions.config.access;
      if (!access || !allowed(request, access)) throw refusal(request, access);
    });
    for (const register of routes) await app.register(register);
  };
}
