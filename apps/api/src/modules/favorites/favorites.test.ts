import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerShopper, openShop, type Samples, type Shopper } from '../../test/shoppers.ts';

let app: FastifyInstance;
let s: Samples;
beforeAll(async () => ({ app, s } = await openShop()));
afterAll(async () => app.close());

const list = (who: Shopper, lang = 'en') =>
  app.inject({ method: 'GET', url: `/api/favorites?lang=${lang}`, headers: who.auth });
const addFavorite = (who: Shopper, payload: object) =>
  app.inject({ method: 'POST', url: '/api/favorites', headers: who.auth, payload });

describe('favourites', () => {
  it('guests are asked to sign in: their favourites stay in the browser', async () => {
    for (const [method, url] of [
      ['GET', '/api/favorites'],
      ['POST', '/api/favorites'],
      ['DELETE', '/api/favorites'],
      ['DELETE', `/api/favorites/${s.plain.id}`],
    ] as const) {
      const res = await app.inject({
        method,
        url,
        headers: { 'x-session-id': 'guest-1700000000000-abcd' },
        payload: {},
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toEqual({ error: 'Please login to continue', code: 'UNAUTHORIZED' });
    }
  });

  it('stores the product reference only and answers with the product’s current data', async () => {
    const me = await registerShopper(app);
    const res = await addFavorite(me, {
      productId: s.plain.id,
      name: 'Free TV',
      price: 0.01,
      originalPrice: 9999,
      inStock: true,
      rating: 5,
    });
    expect(res.statusCode).toBe(201);
    const [favorite] = res.json().favorites;
    const product = await app.db
      .selectFrom('products')
      .select(['nameEn', 'priceCents'])
      .where('id', '=', s.plain.id)
      .executeTakeFirstOrThrow();
    expect(favorite).toMatchObject({
      _id: s.plain.id,
      id: s.plain.id,
      productId: s.plain.id,
      name: product.nameEn,
      price: product.priceCents / 100,
      addedAt: expect.any(String),
    });
    // A later price change shows, because the list is read from the catalogue.
    await app.db.updateTable('products').set({ priceCents: 1234 }).where('id', '=', s.plain.id).execute();
    try {
      expect((await list(me)).json().favorites[0].price).toBe(12.34);
    } finally {
      await app.db
        .updateTable('products')
        .set({ priceCents: product.priceCents })
        .where('id', '=', s.plain.id)
        .execute();
    }
  });

  it('adding twice keeps one entry; newest first; French on request', async () => {
    const me = await registerShopper(app);
    await addFavorite(me, { productId: s.plain.id });
    const again = await addFavorite(me, { productId: s.plain.id });
    expect(again.statusCode).toBe(200);
    await addFavorite(me, { productId: s.plain2.id });
    const res = await list(me, 'fr');
    expect(res.json().favorites.map((f: { id: string }) => f.id)).toEqual([s.plain2.id, s.plain.id]);
    const fr = await app.db
      .selectFrom('products')
      .select(['nameFr', 'nameEn'])
      .where('id', '=', s.plain2.id)
      .executeTakeFirstOrThrow();
    expect(res.json().favorites[0].name).toBe(fr.nameFr ?? fr.nameEn);
  });

  it('removes one, refuses one not in the list, and clears all — only the caller’s', async () => {
    const me = await registerShopper(app);
    const other = await registerShopper(app);
    await addFavorite(me, { productId: s.plain.id });
    await addFavorite(me, { productId: s.plain2.id });
    await addFavorite(other, { productId: s.plain.id });

    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/favorites/${s.plain.id}`,
      headers: me.auth,
    });
    expect(removed.json().favorites.map((f: { id: string }) => f.id)).toEqual([s.plain2.id]);
    const again = await app.inject({
      method: 'DELETE',
      url: `/api/favorites/${s.plain.id}`,
      headers: me.auth,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('FAVORITE_NOT_FOUND');

    const cleared = await app.inject({ method: 'DELETE', url: '/api/favorites', headers: me.auth });
    expect(cleared.json()).toEqual({ success: true, favorites: [] });
    expect((await list(other)).json().favorites.map((f: { id: string }) => f.id)).toEqual([s.plain.id]);
  });

  it('refuses unknown products and malformed ids; an inactive product drops out of the list', async () => {
    const me = await registerShopper(app);
    expect((await addFavorite(me, { productId: 'aaaaaaaaaaaaaaaaaaaaaaaa' })).statusCode).toBe(404);
    expect((await addFavorite(me, { productId: 'x' })).statusCode).toBe(400);
    expect((await addFavorite(me, {})).statusCode).toBe(400);
    await addFavorite(me, { productId: s.plain3.id });
    await app.db.updateTable('products').set({ isActive: 0 }).where('id', '=', s.plain3.id).execute();
    try {
      expect((await list(me)).json().favorites).toEqual([]);
    } finally {
      await app.db.updateTable('products').set({ isActive: 1 }).where('id', '=', s.plain3.id).execute();
    }
  });
});
