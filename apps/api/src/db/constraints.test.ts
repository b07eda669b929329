import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';
import { newId } from './ids.ts';

/** Rules the database itself enforces, whatever the code above it does. */
let app: FastifyInstance;
let categoryId: string;
let productId: string;
let userId: string;

beforeAll(async () => {
  app = await createTestApp({ seed: false });
  categoryId = newId();
  productId = newId();
  userId = newId();
  await app.db
    .insertInto('categories')
    .values({ id: categoryId, slug: 'c', nameEn: 'C', descriptionEn: 'd', image: '/i.svg', icon: '📦' })
    .execute();
  await app.db
    .insertInto('products')
    .values({ id: productId, categoryId, nameEn: 'P', descriptionEn: 'd', priceCents: 1000, image: '/p.svg' })
    .execute();
  await app.db
    .insertInto('users')
    .values({ id: userId, email: 'u@example.com', passwordHash: 'x', firstName: 'U', lastName: 'V' })
    .execute();
});
afterAll(async () => app.close());

describe('database constraints', () => {
  it('refuses negative stock on products and variants', async () => {
    await expect(
      app.db.updateTable('products').set({ stockQuantity: -1 }).where('id', '=', productId).execute(),
    ).rejects.toThrow();
    await expect(
      app.db
        .insertInto('productVariants')
        .values({ id: newId(), productId, sku: 'S-1', name: 'v', priceCents: 100, stockQuantity: -5 })
        .execute(),
    ).rejects.toThrow();
  });

  // No percent off is stored (it is computed from the two prices), so there is none to range-check.
  it('refuses negative prices and out-of-range ratings', async () => {
    const update = (values: { priceCents?: number; rating?: number }) =>
      app.db.updateTable('products').set(values).where('id', '=', productId).execute();
    await expect(update({ priceCents: -1 })).rejects.toThrow();
    await expect(update({ rating: 5.5 })).rejects.toThrow();
  });

  it('refuses a cart line with a quantity below 1 and a second line for the same product', async () => {
    const cartId = newId();
    await app.db.insertInto('carts').values({ id: cartId, sessionId: 'guest-1-abc' }).execute();
    await expect(
      app.db.insertInto('cartItems').values({ id: newId(), cartId, productId, quantity: 0 }).execute(),
    ).rejects.toThrow();
    await app.db.insertInto('cartItems').values({ id: newId(), cartId, productId, quantity: 1 }).execute();
    await expect(
      app.db.insertInto('cartItems').values({ id: newId(), cartId, productId, quantity: 2 }).execute(),
    ).rejects.toThrow();
  });

  it('refuses a cart that belongs to nobody', async () => {
    await expect(app.db.insertInto('carts').values({ id: newId() }).execute()).rejects.toThrow();
  });

  it('refuses unknown roles and order statuses, and a second default address', async () => {
    await expect(
      app.db
        .updateTable('users')
        .set({ role: 'root' as 'admin' })
        .where('id', '=', userId)
        .execute(),
    ).rejects.toThrow();
    const address = {
      userId,
      street: 's',
      city: 'c',
      state: 'st',
      zipCode: 'z',
      country: 'US',
      isDefault: 1 as const,
    };
    await app.db
      .insertInto('addresses')
      .values({ id: newId(), ...address })
      .execute();
    await expect(
      app.db
        .insertInto('addresses')
        .values({ id: newId(), ...address })
        .execute(),
    ).rejects.toThrow();
  });

  it('refuses a product in a category that does not exist (foreign keys are on)', async () => {
    await expect(
      app.db
        .insertInto('products')
        .values({
          id: newId(),
          categoryId: newId(),
          nameEn: 'X',
          descriptionEn: 'd',
          priceCents: 1,
          image: '/x.svg',
        })
        .execute(),
    ).rejects.toThrow();
  });

  it('refuses a percentage promo code above 100 %', async () => {
    await expect(
      app.db
        .insertInto('promoCodes')
        .values({ id: newId(), code: 'BAD', kind: 'percent', amount: 150 })
        .execute(),
    ).rejects.toThrow();
  });
});
