import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ctx } from '../../../lib/context.ts';
import { registerShopper, type Shopper } from '../../../test/shoppers.ts';
import { signInStaff } from '../../../test/staff.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { recordAudit } from './audit.service.ts';

let app: FastifyInstance;
let superadmin: Shopper;
let manager: Shopper;
const ids = { first: '0123456789abcdef01234567', second: '89abcdef0123456789abcdef' };

/** What a staff member's request would hand recordAudit. */
const ctxOf = (who: Shopper, ip: string): Ctx => ({
  db: app.db,
  user: { id: who.id, email: who.email, role: 'admin', permissions: [], sessionId: 'a-session' },
  lang: 'en',
  ip,
});

beforeAll(async () => {
  app = await createTestApp({ seed: false });
  superadmin = await signInStaff(app, 'superadmin');
  manager = await signInStaff(app, 'admin', ['manage_products', 'manage_categories']);
  // In order, a few milliseconds apart, so 'newest first' has one right answer.
  const entries = [
    [manager, 'product.create', 'product', ids.first, null, { name: 'Lamp', price: 10 }],
    [
      manager,
      'product.update',
      'product',
      ids.first,
      { name: 'Lamp', price: 10 },
      { name: 'Lamp', price: 12 },
    ],
    [superadmin, 'category.update', 'category', ids.second, { name: 'Books' }, { name: 'Reading' }],
    [
      manager,
      'user.update',
      'user',
      ids.second,
      { password: 'old', role: 'user' },
      { password: 'new', role: 'admin' },
    ],
  ] as const;
  for (const [who, action, entityType, entityId, before, after] of entries) {
    await recordAudit(ctxOf(who, '203.0.113.7'), { action, entityType, entityId, before, after });
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
});
afterAll(async () => app.close());

const audit = (query = '', headers: Record<string, string> = superadmin.auth) =>
  app.inject({ url: `/api/admin/audit${query}`, headers });

describe('GET /api/admin/audit', () => {
  it('is for superadmins only', async () => {
    expect((await audit('', {})).statusCode).toBe(401);
    const customer = await registerShopper(app);
    expect((await audit('', customer.auth)).statusCode).toBe(403);
    const denied = await audit('', manager.auth);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({
      error: expect.any(String),
      code: 'FORBIDDEN',
      details: { role: 'superadmin' },
    });
    const everyPermission = await signInStaff(app, 'admin', ['manage_users', 'manage_products']);
    expect((await audit('', everyPermission.auth)).statusCode).toBe(403);
  });

  it('lists every entry newest first, with its actor, ip and changed fields, secrets left out', async () => {
    const res = await audit();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.pagination).toEqual({ current: 1, pages: 1, total: 4 });
    expect(body.entries.map((e: { action: string }) => e.action)).toEqual([
      'user.update',
      'category.update',
      'product.update',
      'product.create',
    ]);
    expect(body.entries[0]).toEqual({
      id: expect.any(String),
      actor: { id: manager.id, email: manager.email },
      ip: '203.0.113.7',
      action: 'user.update',
      entityType: 'user',
      entityId: ids.second,
      changes: { role: { before: 'user', after: 'admin' } },
      createdAt: expect.any(String),
    });
    expect(body.entries[2].changes).toEqual({ price: { before: 10, after: 12 } });
  });

  it('filters by entity, entity id and actor (id or e-mail), and pages', async () => {
    const actions = async (query: string) =>
      (await audit(query)).json().entries.map((e: { action: string }) => e.action);
    expect(await actions('?entity=product')).toEqual(['product.update', 'product.create']);
    expect(await actions(`?entityId=${ids.second}`)).toEqual(['user.update', 'category.update']);
    expect(await actions(`?entity=category&entityId=${ids.second}`)).toEqual(['category.update']);
    expect(await actions(`?actor=${superadmin.id}`)).toEqual(['category.update']);
    expect(await actions(`?actor=${encodeURIComponent(manager.email.toUpperCase())}`)).toHaveLength(3);
    expect(await actions('?entity=footer')).toEqual([]);

    const page2 = (await audit('?page=2&limit=3')).json();
    expect(page2.pagination).toEqual({ current: 2, pages: 2, total: 4 });
    expect(page2.entries.map((e: { action: string }) => e.action)).toEqual(['product.create']);
  });

  it('filters by day, both ends included (UTC)', async () => {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const total = async (query: string) => (await audit(query)).json().pagination.total;
    expect(await total(`?dateFrom=${day(0)}&dateTo=${day(0)}`)).toBe(4);
    expect(await total(`?dateFrom=${day(-1)}`)).toBe(4);
    expect(await total(`?dateTo=${day(-1)}`)).toBe(0);
    expect(await total(`?dateFrom=${day(1)}`)).toBe(0);
    expect(await total(`?entity=product&dateTo=${day(0)}`)).toBe(2);
  });

  it('refuses a malformed query with 400 {error, code}', async () => {
    const badDays = [
      '?dateFrom=2026-02-31',
      '?dateTo=2026-13-45',
      '?dateFrom=yesterday',
      '?dateFrom=0000-01-01',
    ];
    for (const query of ['?page=0', '?limit=1000', '?page=abc', `?entity=${'x'.repeat(51)}`, ...badDays]) {
      const res = await audit(query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: expect.any(String), code: expect.any(String) });
    }
  });
});
