import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS, CARDS, checkoutCalls } from '../../../test/checkout.ts';
import {
  cartCalls,
  openShop,
  registerShopper,
  type Samples,
  type Shopper,
  STRONG_PASSWORD,
} from '../../../test/shoppers.ts';
import { signInStaff } from '../../../test/staff.ts';

let app: FastifyInstance;
let s: Samples;
let superadmin: Shopper;
beforeAll(async () => {
  ({ app, s } = await openShop());
  superadmin = await signInStaff(app, 'superadmin');
});
afterAll(async () => app.close());
const { add } = cartCalls(() => app);
const co = checkoutCalls(() => app);

const remove = (id: string) =>
  app.inject({ method: 'DELETE', url: `/api/admin/users/${id}`, headers: superadmin.auth });
const listed = async (search: string) =>
  (
    await app.inject({
      url: `/api/admin/users?search=${encodeURIComponent(search)}`,
      headers: superadmin.auth,
    })
  ).json<{ users: { id: string }[] }>().users;
const rowsOf = (table: 'addresses' | 'favorites' | 'carts' | 'userPermissions', userId: string) =>
  app.db.selectFrom(table).select('userId').where('userId', '=', userId).execute();

/** A customer with an address, a favourite and a line in their cart. */
async function busyCustomer(): Promise<Shopper> {
  const shopper = await registerShopper(app, { firstName: 'Erasmo', lastName: 'Forgotten' });
  const headers = shopper.auth;
  await app.inject({ method: 'POST', url: '/api/auth/addresses', headers, payload: ADDRESS });
  await app.inject({ method: 'POST', url: '/api/favorites', headers, payload: { productId: s.plain2.id } });
  await app.inject({
    method: 'PUT',
    url: '/api/auth/profile',
    headers,
    payload: { phone: '+1 555 0100', dateOfBirth: '1990-04-01', gender: 'other' },
  });
  await add(headers, { productId: s.plain.id, quantity: 1 });
  return shopper;
}

describe('DELETE /api/admin/users/{id}', () => {
  it('deletes a customer without orders, with everything that was theirs', async () => {
    const shopper = await busyCustomer();
    const res = await remove(shopper.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, outcome: 'deleted', message: 'User deleted' });
    expect(await app.db.selectFrom('users').select('id').where('id', '=', shopper.id).execute()).toEqual([]);
    for (const table of ['addresses', 'favorites', 'carts'] as const) {
      expect(await rowsOf(table, shopper.id)).toEqual([]);
    }
    expect((await remove(shopper.id)).statusCode).toBe(404);
    const audit = await app.db
      .selectFrom('auditLog')
      .selectAll()
      .where('entityId', '=', shopper.id)
      .execute();
    expect(audit.map((e) => e.action)).toEqual(['user.delete']);
    expect(audit[0]!.changes).not.toContain(shopper.email);
  });

  it('anonymises a customer with orders: the orders stay readable, the person is gone', async () => {
    const shopper = await busyCustomer();
    const intent = await co.intentFor(shopper.auth);
    await co.payWith(intent, CARDS.succeeds);
    const placed = (await co.confirm(shopper.auth, intent)).json<{
      order: { _id: string; pricing: { total: number } };
    }>().order;
    await add(shopper.auth, { productId: s.plain3.id, quantity: 2 });

    const res = await remove(shopper.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, outcome: 'anonymised' });

    // The account: no personal data left, no way in.
    const user = await app.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', shopper.id)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      email: `deleted-${shopper.id}@anonymised.invalid`,
      firstName: 'Deleted',
      lastName: 'user',
      phone: null,
      dateOfBirth: null,
      gender: null,
      avatar: null,
      isActive: 0,
      role: 'user',
      anonymisedAt: expect.any(String),
    });
    expect(user.passwordHash).not.toMatch(/^scrypt\$/);
    for (const table of ['addresses', 'favorites', 'carts', 'userPermissions'] as const) {
      expect(await rowsOf(table, shopper.id)).toEqual([]);
    }
    expect((await app.inject({ url: '/api/auth/profile', headers: shopper.auth })).statusCode).toBe(401);
    const login = { email: shopper.email, password: STRONG_PASSWORD };
    expect((await app.inject({ method: 'POST', url: '/api/auth/login', payload: login })).statusCode).toBe(
      401,
    );
    expect(await listed('Erasmo')).not.toContainEqual(expect.objectContaining({ id: shopper.id }));
    expect((await remove(shopper.id)).statusCode).toBe(404);

    // The order: still there, with its own snapshot of who bought what, shipped where.
    const order = await app.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', placed._id)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({ userId: shopper.id, email: shopper.email });
    expect(JSON.parse(order.shippingAddress)).toMatchObject({ street: ADDRESS.street, city: ADDRESS.city });
    const items = await app.db
      .selectFrom('orderItems')
      .select('productId')
      .where('orderId', '=', placed._id)
      .execute();
    expect(items).toEqual([{ productId: s.plain.id }]);
    const dashboard = await app.inject({ url: '/api/admin/dashboard', headers: superadmin.auth });
    expect(dashboard.json().recentOrders).toContainEqual(
      expect.objectContaining({
        _id: placed._id,
        total: placed.pricing.total,
        user: expect.objectContaining({ email: shopper.email }),
      }),
    );

    // The log says what happened, without the person's name or e-mail.
    const audit = await app.db
      .selectFrom('auditLog')
      .selectAll()
      .where('entityId', '=', shopper.id)
      .execute();
    expect(audit.map((e) => e.action)).toEqual(['user.anonymise']);
    expect(audit[0]!.changes).not.toMatch(/Erasmo|example\.com/);
  });
});
