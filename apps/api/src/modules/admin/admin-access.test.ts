import { PERMISSIONS, type Permission } from '@store/shared/constants';
import { ERROR_CODES } from '@store/shared/error-codes';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerShopper, type Shopper } from '../../test/shoppers.ts';
import { signInStaff } from '../../test/staff.ts';
import { createTestApp } from '../../test/test-app.ts';

/**
 * The permission matrix (design rule 14): every operation under /api/admin in the OpenAPI document,
 * whoever adds it, is called as nobody, as a customer, as an admin without permissions, as an admin
 * holding exactly what the route declares (its `x-access`) and as a superadmin. Only the last two
 * (and, for 'staff' routes, the admin without permissions) may get past the access check.
 */

const accessSchema = z.union([
  z.enum(PERMISSIONS),
  z.literal('staff'),
  z.literal('superadmin'),
  z.object({ anyOf: z.array(z.enum(PERMISSIONS)).min(1) }),
]);
type Access = z.infer<typeof accessSchema>;

const operationSchema = z.object({ 'x-access': z.unknown().optional() }).passthrough();
const documentSchema = z.object({ paths: z.record(z.string(), z.record(z.string(), operationSchema)) });

interface AdminOperation {
  method: string;
  path: string;
  url: string;
  access: unknown;
}

/** An id no row has: a route that looks it up answers 404 instead of changing anything. */
const UNKNOWN_ID = 'ffffffffffffffffffffffff';
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

let app: FastifyInstance;
let operations: AdminOperation[];
let customer: Shopper;
let bareAdmin: Shopper;
let superadmin: Shopper;
let allPermissions: Shopper;
const holders = new Map<Permission, Shopper>();

beforeAll(async () => {
  app = await createTestApp();
  const doc = documentSchema.parse((await app.inject({ url: '/api/docs/json' })).json());
  operations = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/admin/'))
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({
        method: method.toUpperCase(),
        path,
        url: path.replace(/\{[^}]+\}/g, UNKNOWN_ID),
        access: op['x-access'],
      })),
    );
  customer = await registerShopper(app);
  bareAdmin = await signInStaff(app, 'admin');
  superadmin = await signInStaff(app, 'superadmin');
  allPermissions = await signInStaff(app, 'admin', PERMISSIONS);
  for (const permission of PERMISSIONS)
    holders.set(permission, await signInStaff(app, 'admin', [permission]));
});
afterAll(async () => app.close());

function call(op: AdminOperation, headers: Record<string, string>) {
  return app.inject({
    method: op.method as 'GET',
    url: op.url,
    headers,
    ...(WRITES.has(op.method) ? { payload: {} } : {}),
  });
}

/** The admins who hold exactly what a route declares: one per permission of an anyOf. */
function exactHolders(access: Access): Shopper[] {
  if (access === 'staff') return [bareAdmin];
  if (access === 'superadmin') return [];
  const needed = typeof access === 'string' ? [access] : access.anyOf;
  return needed.map((permission) => holders.get(permission) as Shopper);
}

const label = (op: AdminOperation) => `${op.method} ${op.path}`;

describe('admin permission matrix', () => {
  it('walks real routes: the dashboard and the audit log are among them', () => {
    const find = (method: string, path: string) =>
      operations.find((o) => o.method === method && o.path === path);
    expect(find('GET', '/api/admin/dashboard')?.access).toBe('staff');
    expect(find('GET', '/api/admin/audit')?.access).toBe('superadmin');
    expect(operations.length).toBeGreaterThanOrEqual(2);
  });

  it('every admin route publishes a valid access declaration', () => {
    for (const op of operations) {
      expect(
        accessSchema.safeParse(op.access).success,
        `${label(op)}: x-access ${JSON.stringify(op.access)}`,
      ).toBe(true);
    }
  });

  it('refuses callers without a token (401) and customers (403) with { error, code }', async () => {
    for (const op of operations) {
      const none = await call(op, {});
      expect(none.statusCode, label(op)).toBe(401);
      expect(none.json(), label(op)).toEqual({ error: expect.any(String), code: 'UNAUTHORIZED' });
      const asCustomer = await call(op, customer.auth);
      expect(asCustomer.statusCode, label(op)).toBe(403);
      expect(asCustomer.json(), label(op)).toEqual({ error: expect.any(String), code: 'FORBIDDEN' });
    }
  });

  it('refuses an admin without permissions, except on staff routes', async () => {
    for (const op of operations) {
      const res = await call(op, bareAdmin.auth);
      if (op.access === 'staff') expect([401, 403], label(op)).not.toContain(res.statusCode);
      else expect(res.statusCode, label(op)).toBe(403);
    }
  });

  it('tells an admin refused what the route needs: its permissions, or the superadmin role', async () => {
    for (const op of operations) {
      const access = accessSchema.parse(op.access);
      if (access === 'staff') continue;
      const res = await call(op, bareAdmin.auth);
      const needed =
        access === 'superadmin'
          ? { role: 'superadmin' }
          : { permissions: (typeof access === 'string' ? [access] : access.anyOf).join(',') };
      expect(res.json(), label(op)).toEqual({
        error: expect.any(String),
        code: 'FORBIDDEN',
        details: needed,
      });
    }
  });

  it('lets in an admin holding exactly the declared permission, and only a superadmin on superadmin routes', async () => {
    for (const op of operations) {
      const access = accessSchema.parse(op.access);
      for (const holder of exactHolders(access)) {
        const res = await call(op, holder.auth);
        expect([401, 403], `${label(op)} (${res.body})`).not.toContain(res.statusCode);
        expect(res.statusCode, `${label(op)} (${res.body})`).toBeLessThan(500);
      }
      if (access === 'superadmin')
        expect((await call(op, allPermissions.auth)).statusCode, label(op)).toBe(403);
    }
  });

  it('lets a superadmin through everywhere, with answers that are never a 5xx', async () => {
    for (const op of operations) {
      const res = await call(op, superadmin.auth);
      expect([401, 403], `${label(op)} (${res.body})`).not.toContain(res.statusCode);
      expect(res.statusCode, `${label(op)} (${res.body})`).toBeLessThan(500);
      if (res.statusCode >= 400) expect(ERROR_CODES, label(op)).toContain(res.json().code);
    }
  });
});
