import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productBody } from '../modules/admin/products/admin-products.fixtures.ts';
import type { Shopper } from '../test/shoppers.ts';
import { signInStaff } from '../test/staff.ts';
import { createTestApp } from '../test/test-app.ts';

/**
 * A refused request says, besides its English sentence for API callers, which field broke which rule
 * and the limit it broke, so each app can word it in its own language with the field's own label.
 */

let app: FastifyInstance;
let staff: Shopper;
beforeAll(async () => {
  app = await createTestApp();
  staff = await signInStaff(app, 'admin', ['manage_products', 'manage_orders']);
});
afterAll(async () => app.close());

const createProduct = (body: object) =>
  app.inject({ method: 'POST', url: '/api/admin/products', headers: staff.auth, payload: body });

describe('VALIDATION_ERROR details', () => {
  it('name the field, the rule and its limit, and keep the English sentence', async () => {
    const images = ['/a.png', '/b.png', '/c.png', '/d.png'];
    const res = await createProduct(productBody({ images }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'images: Too big: expected array to have <=3 items',
      code: 'VALIDATION_ERROR',
      details: { field: 'images', rule: 'max_items', limit: 3 },
    });
  });

  it('tell a text over its length from a missing one', async () => {
    const long = await createProduct(productBody({ name: 'x'.repeat(201) }));
    expect(long.json()).toMatchObject({ details: { field: 'name', rule: 'max_length', limit: 200 } });
    const { name: _name, ...nameless } = productBody();
    const missing = await createProduct(nameless);
    expect(missing.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { field: 'name', rule: 'required' },
    });
  });

  it('give the path of a field inside a list', async () => {
    const variants = (productBody().variants ?? []).map((variant) => ({ ...variant, sku: '' }));
    const res = await createProduct(productBody({ variants }));
    expect(res.json()).toMatchObject({ details: { field: 'variants.0.sku', rule: 'required' } });
  });

  it('say which bound a number broke', async () => {
    const res = await createProduct(productBody({ rating: 7 }));
    expect(res.json()).toMatchObject({ details: { field: 'rating', rule: 'max', limit: 5 } });
  });

  it('name control characters as their own rule', async () => {
    const res = await createProduct(productBody({ name: 'Lamp\u0007' }));
    expect(res.json()).toMatchObject({ details: { field: 'name', rule: 'control_characters' } });
  });

  it('name the field of order notes over their length', async () => {
    const order = await app.db.selectFrom('orders').select('id').executeTakeFirst();
    const res = await app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${order?.id ?? 'none'}/status`,
      headers: staff.auth,
      payload: { status: 'processing', notes: 'n'.repeat(1001) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { field: 'notes', rule: 'max_length', limit: 1000 },
    });
  });

  it('name a query parameter out of range', async () => {
    const res = await app.inject({ url: '/api/admin/products?limit=1000', headers: staff.auth });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ details: { field: 'limit', rule: 'max', limit: 100 } });
  });
});
