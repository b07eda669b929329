import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { down, up } from './0027-drop-category-product-counts.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

/**
 * The kept counts, by category id (the app's plugin names result columns in camelCase); null when the
 * table is not there (on PostgreSQL, in this app's own schema).
 */
const keptCounts = () =>
  sql<{
    categoryId: string;
    activeCount: number;
  }>`select category_id, active_count from category_product_counts`
    .execute(app.db)
    .then(
      ({ rows }) => new Map(rows.map((r) => [r.categoryId, Number(r.activeCount)])),
      () => null,
    );

describe('migration 0027: the category counts table is gone', () => {
  it('leaves no table and no trigger behind: product writes go on, and undoing it counts again', async () => {
    expect(await keptCounts()).toBeNull();
    const product = await app.db
      .selectFrom('products')
      .select(['id', 'categoryId'])
      .executeTakeFirstOrThrow();
    // A trigger left behind would fail this write, its table gone.
    await app.db.updateTable('products').set({ isActive: 0 }).where('id', '=', product.id).execute();
    await app.db.updateTable('products').set({ isActive: 1 }).where('id', '=', product.id).execute();

    const untyped = app.db as unknown as Kysely<unknown>;
    await down(untyped);
    const active = await app.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('categoryId', '=', product.categoryId)
      .where('isActive', '=', 1)
      .executeTakeFirstOrThrow();
    expect((await keptCounts())?.get(product.categoryId)).toBe(Number(active.n));
    await up(untyped);
    expect(await keptCounts()).toBeNull();
    await app.db.updateTable('products').set({ featured: 1 }).where('id', '=', product.id).execute();
  });
});
