import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutCalls, CARDS } from '../../../test/checkout.ts';
import {
  cartCalls,
  type Headers,
  openShop,
  registerShopper,
  type Samples,
  type Shopper,
} from '../../../test/shoppers.ts';
import { signInStaff } from '../../../test/staff.ts';
import { forceStatus } from '../orders/admin-orders.fixtures.ts';

let app: FastifyInstance;
let s: Samples;
let staff: Shopper;

beforeAll(async () => {
  ({ app, s } = await openShop());
  staff = await signInStaff(app, 'admin', ['manage_products']);
  // Ample stock: these tests buy the plain product many times.
  await app.db.updateTable('products').set({ stockQuantity: 10_000 }).where('id', '=', s.plain.id).execute();
});
afterAll(async () => app?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, path: string, payload?: object, headers: Headers = staff.auth) =>
  app.inject({ method, url: `/api/admin${path}`, headers, payload });

let serial = 0;
/** A body for a new code, unique to this call unless `code` is given. */
const body = (over: Record<string, unknown> = {}) => ({
  code: `test-${(serial += 1)}-${Date.now().toString(36)}`,
  type: 'percentage',
  value: 20,
  ...over,
});

async function create(over: Record<string, unknown> = {}) {
  const res = await call('POST', '/promo-codes', body(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().promoCode as { id: string; code: string; uses: number; revenue: number };
}

async function listed(code: string) {
  const res = await call('GET', '/promo-codes');
  expect(res.statusCode).toBe(200);
  return (res.json().promoCodes as Array<{ code: string; uses: number; revenue: number }>).find(
    (p) => p.code === code,
  );
}

const co = checkoutCalls(() => app);
const cart = cartCalls(() => app);
const applyCode = (headers: Headers, code: string) =>
  app.inject({ method: 'POST', url: '/api/cart/coupon', headers, payload: { code } });

/** A shopper with `quantity` plain products in the cart and the code applied (its answer returned). */
async function shopperWithCode(code: string, quantity = 1, who?: Shopper) {
  const shopper = who ?? (await registerShopper(app));
  await cart.add(shopper.auth, { productId: s.plain.id, quantity });
  return { shopper, applied: await applyCode(shopper.auth, code) };
}

/** Pays for the shopper's cart and confirms it: the confirmation's answer. */
async function buy(shopper: Shopper) {
  const intent = await co.intentFor(shopper.auth);
  await co.payWith(intent, CARDS.succeeds);
  return co.confirm(shopper.auth, intent);
}

const rowsOf = () => app.db.selectFrom('promoCodes').selectAll().orderBy('id').execute();
const auditCount = async () =>
  Number(
    (
      await app.db
        .selectFrom('auditLog')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('who may manage promo codes', () => {
  it('needs manage_products: 401 signed out, 403 for a customer or other staff, and nothing changes', async () => {
    const customer = await registerShopper(app);
    const orders = await signInStaff(app, 'admin', ['manage_orders']);
    const promo = await create();
    const before = { rows: await rowsOf(), audited: await auditCount() };
    const calls: [Method, string, object?][] = [
      ['GET', '/promo-codes'],
      ['POST', '/promo-codes', body()],
      ['PUT', `/promo-codes/${promo.id}`, body({ isActive: false })],
      ['DELETE', `/promo-codes/${promo.id}`],
    ];
    for (const [method, path, payload] of calls) {
      expect((await call(method, path, payload, {})).statusCode).toBe(401);
      expect((await call(method, path, payload, customer.auth)).statusCode).toBe(403);
      expect((await call(method, path, payload, orders.auth)).statusCode).toBe(403);
    }
    expect({ rows: await rowsOf(), audited: await auditCount() }).toEqual(before);
  });
});

describe('managing promo codes', () => {
  it('lists the three demo codes with their rules, uses and revenue', async () => {
    const res = await call('GET', '/promo-codes');
    const codes = res.json().promoCodes as Array<Record<string, unknown>>;
    const demo = codes.filter((p) => ['SAVE10', 'SUMMER2024', 'WELCOME5'].includes(p.code as string));
    expect(demo.map((p) => p.code)).toEqual(['SAVE10', 'SUMMER2024', 'WELCOME5']);
    expect(demo.find((p) => p.code === 'WELCOME5')).toMatchObject({
      type: 'fixed',
      value: 5,
      oncePerCustomer: false,
      isActive: true,
    });
    expect(demo.find((p) => p.code === 'SAVE10')).toMatchObject({
      type: 'percentage',
      value: 10,
      minSubtotal: 100,
    });
    for (const p of demo) {
      expect(p.uses).toEqual(expect.any(Number));
      expect(p.revenue).toEqual(expect.any(Number));
    }
  });

  it('creates a code in capitals, audited; the same code in another case is refused with 409', async () => {
    const res = await call('POST', '/promo-codes', {
      code: '  Spring-Sale_26 ',
      type: 'fixed',
      value: 12.5,
      minSubtotal: 40,
      startsAt: '2026-01-01T00:00:00.000Z',
      endsAt: '2027-01-01T00:00:00+02:00',
      usageLimit: 3,
      oncePerCustomer: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const promo = res.json().promoCode;
    expect(promo).toMatchObject({
      code: 'SPRING-SALE_26',
      type: 'fixed',
      value: 12.5,
      minSubtotal: 40,
      startsAt: '2026-01-01T00:00:00.000Z',
      endsAt: '2026-12-31T22:00:00.000Z',
      usageLimit: 3,
      oncePerCustomer: true,
      isActive: true,
      uses: 0,
      revenue: 0,
    });
    const stored = await app.db
      .selectFrom('promoCodes')
      .selectAll()
      .where('id', '=', promo.id)
      .executeTakeFirst();
    expect(stored).toMatchObject({ kind: 'fixed', amount: 1250, minSubtotalCents: 4000, oncePerCustomer: 1 });
    const audit = await app.db
      .selectFrom('auditLog')
      .select(['action', 'actorId'])
      .where('entityType', '=', 'promoCode')
      .where('entityId', '=', promo.id)
      .execute();
    expect(audit).toEqual([{ action: 'promoCode.create', actorId: staff.id }]);

    const before = { rows: await rowsOf(), audited: await auditCount() };
    const again = await call('POST', '/promo-codes', body({ code: 'spring-sale_26' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: 'The promo code "SPRING-SALE_26" already exists',
      code: 'PROMO_CODE_TAKEN',
      details: { code: 'SPRING-SALE_26' },
    });
    expect({ rows: await rowsOf(), audited: await auditCount() }).toEqual(before);
  });

  it('refuses bad rules with 400 and the field, changing nothing', async () => {
    const before = { rows: await rowsOf(), audited: await auditCount() };
    const refusals: [Record<string, unknown>, string][] = [
      [{ type: 'percentage', value: 150 }, 'value'],
      [{ type: 'percentage', value: 12.5 }, 'value'],
      [{ type: 'fixed', value: 10.005 }, 'value'],
      [{ type: 'fixed', value: 0 }, 'value'],
      [{ code: 'no spaces' }, 'code'],
      [{ code: 'ab' }, 'code'],
      [{ type: 'bogo' }, 'type'],
      [{ startsAt: '2026-06-01T00:00:00Z', endsAt: '2026-05-01T00:00:00Z' }, 'endsAt'],
      [{ usageLimit: 0 }, 'usageLimit'],
      [{ minSubtotal: -1 }, 'minSubtotal'],
      [{ startsAt: 'tomorrow' }, 'startsAt'],
    ];
    for (const [over, field] of refusals) {
      const res = await call('POST', '/promo-codes', body(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
      expect(JSON.stringify(res.json()), JSON.stringify(over)).toContain(field);
    }
    expect({ rows: await rowsOf(), audited: await auditCount() }).toEqual(before);
  });

  it('edits and deactivates a code: shoppers can no longer apply it; a rename onto another code is 409', async () => {
    const promo = await create({ type: 'fixed', value: 5 });
    const other = await create();
    const res = await call(
      'PUT',
      `/promo-codes/${promo.id}`,
      body({ code: promo.code, type: 'fixed', value: 7, isActive: false }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().promoCode).toMatchObject({ code: promo.code, value: 7, isActive: false });
    const { applied } = await shopperWithCode(promo.code);
    expect(applied.statusCode).toBe(400);
    expect(applied.json().code).toBe('INVALID_COUPON');

    const clash = await call('PUT', `/promo-codes/${promo.id}`, body({ code: other.code.toLowerCase() }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json().code).toBe('PROMO_CODE_TAKEN');
    expect((await call('PUT', '/promo-codes/aaaaaaaaaaaaaaaaaaaaaaaa', body())).json().code).toBe(
      'PROMO_CODE_NOT_FOUND',
    );
  });

  it('deletes a code (204, audited); it is gone, and a second delete is 404', async () => {
    const promo = await create();
    expect((await call('DELETE', `/promo-codes/${promo.id}`)).statusCode).toBe(204);
    expect(await listed(promo.code)).toBeUndefined();
    const second = await call('DELETE', `/promo-codes/${promo.id}`);
    expect(second.statusCode).toBe(404);
    expect(second.json().code).toBe('PROMO_CODE_NOT_FOUND');
    const actions = await app.db
      .selectFrom('auditLog')
      .select('action')
      .where('entityId', '=', promo.id)
      .orderBy('createdAt')
      .execute();
    expect(actions.map((a) => a.action)).toEqual(['promoCode.create', 'promoCode.delete']);
  });
});

describe('what a code brought', () => {
  it('counts its uses and the revenue of the orders that still count', async () => {
    const promo = await create({ type: 'percentage', value: 20 });
    const { shopper, applied } = await shopperWithCode(promo.code, 2);
    expect(applied.statusCode).toBe(200);
    const placed = await buy(shopper);
    expect(placed.statusCode, placed.body).toBe(200);
    const order = placed.json().order;
    expect(order.pricing.discount).toBeGreaterThan(0);
    expect(await listed(promo.code)).toMatchObject({ uses: 1, revenue: order.pricing.total });

    await forceStatus(app, order._id, 'cancelled');
    expect(await listed(promo.code)).toMatchObject({ uses: 1, revenue: 0 });
  });
});

describe('a code usable once per customer', () => {
  it('the same customer is refused a second time; another customer is not', async () => {
    const promo = await create({ type: 'fixed', value: 3, oncePerCustomer: true });
    const { shopper } = await shopperWithCode(promo.code);
    expect((await buy(shopper)).statusCode).toBe(200);

    const again = await shopperWithCode(promo.code, 1, shopper);
    expect(again.applied.statusCode).toBe(400);
    expect(again.applied.json()).toEqual({
      error: 'You have already used this promo code: it can be used once per customer',
      code: 'COUPON_ALREADY_USED',
    });
    const someoneElse = await shopperWithCode(promo.code);
    expect(someoneElse.applied.statusCode).toBe(200);
    expect(await listed(promo.code)).toMatchObject({ uses: 1 });
  });

  it('a checkout priced before the customer used it elsewhere is refused and refunded, not discounted twice', async () => {
    const promo = await create({ type: 'fixed', value: 3, oncePerCustomer: true });
    const { shopper } = await shopperWithCode(promo.code);
    const intent = await co.intentFor(shopper.auth);
    await co.payWith(intent, CARDS.succeeds);
    // Meanwhile the same customer's other checkout used the code.
    const other = await registerShopper(app);
    await shopperWithCode(promo.code, 1, other);
    expect((await buy(other)).statusCode).toBe(200);
    await app.db
      .updateTable('promoCodeCustomers')
      .set({ userId: shopper.id })
      .where('promoCodeId', '=', promo.id)
      .execute();

    const res = await co.confirm(shopper.auth, intent);
    expect(res.statusCode).toBe(409);
    expect(res.json().details.refunded).toBe(intent.amount);
    const orders = await app.db.selectFrom('orders').select('id').where('userId', '=', shopper.id).execute();
    expect(orders).toEqual([]);
  });
});
