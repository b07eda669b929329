import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { newId } from '../ids.ts';
import { down, up } from './0014-computed-discounts.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ seed: false });
});
afterAll(async () => app.close());

/** Whether `table` still has a discount column (on PostgreSQL, in this app's own schema). */
const hasDiscount = (table: string) =>
  sql`select discount from ${sql.table(table)}`.execute(app.db).then(
    () => true,
    () => false,
  );

describe('migration 0014: the percent off is computed, not stored', () => {
  it('drops the stored discounts and clears original prices that were no saving', async () => {
    // Back to the schema before it, with data of that time: a stored 50 % that the prices deny.
    // A migration sees an untyped database: the schema it changes is not the app's typed one.
    const untyped = app.db as unknown as Kysely<unknown>;
    await down(untyped);
    expect(await hasDiscount('products')).toBe(true);
    const categoryId = newId();
    await app.db
      .insertInto('categories')
      .values({ id: categoryId, slug: 'c', nameEn: 'C', descriptionEn: 'd', image: '/c.png', icon: 'C' })
      .execute();
    const product = (id: string, priceCents: number, originalPriceCents: number | null) => ({
      id,
      categoryId,
      nameEn: id,
      descriptionEn: 'd',
      priceCents,
      originalPriceCents,
      image: '/p.png',
    });
    const [sale, below, equal] = [newId(), newId(), newId()];
    await app.db
      .insertInto('products')
      .values([product(sale, 19900, 23500), product(below, 1000, 900), product(equal, 1000, 1000)])
      .execute();
    await sql`update products set discount = 50`.execute(app.db);

    await up(untyped);
    for (const table of ['products', 'product_variants', 'hero_slides']) {
      expect(await hasDiscount(table), table).toBe(false);
    }
    const rows = await app.db
      .selectFrom('products')
      .select(['id', 'priceCents', 'originalPriceCents'])
      .orderBy('priceCents', 'desc')
      .execute();
    const byId = new Map(rows.map((r) => [r.id, r.originalPriceCents]));
    expect([byId.get(sale), byId.get(below), byId.get(equal)]).toEqual([23500, null, null]);
  });
});
