import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';
import type { Db } from './connect.ts';
import { preparedQueries, preparedQuery } from './prepared-query.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

const namesFrom = preparedQuery((db: Db, categoryId: string, limit: number) =>
  db
    .selectFrom('products')
    .select(['id', 'nameEn'])
    .where('categoryId', '=', categoryId)
    .where('isActive', '=', 1)
    .orderBy('id')
    .limit(limit),
);

async function expected(categoryId: string, limit: number) {
  return app.db
    .selectFrom('products')
    .select(['id', 'nameEn'])
    .where('categoryId', '=', categoryId)
    .where('isActive', '=', 1)
    .orderBy('id')
    .limit(limit)
    .execute();
}

describe('preparedQuery', () => {
  it('answers each call with its own arguments, as the query built afresh would', async () => {
    const categories = await app.db.selectFrom('categories').select('id').orderBy('id').limit(2).execute();
    expect(categories).toHaveLength(2);
    for (const [category, limit] of [
      [categories[0]!.id, 3],
      [categories[1]!.id, 5],
      [categories[0]!.id, 1],
    ] as const) {
      const rows = await namesFrom(app.db, category, limit);
      expect(rows).toHaveLength(limit);
      expect(rows).toEqual(await expected(category, limit));
    }
  });

  it('reads a transaction’s own writes inside it', async () => {
    const category = await app.db
      .selectFrom('categories')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const first = (await expected(category.id, 1))[0]!;
    await app.db
      .transaction()
      .execute(async (trx) => {
        await trx
          .updateTable('products')
          .set({ nameEn: 'Renamed inside' })
          .where('id', '=', first.id)
          .execute();
        expect((await namesFrom(trx, category.id, 1))[0]).toEqual({ id: first.id, nameEn: 'Renamed inside' });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect((await namesFrom(app.db, category.id, 1))[0]).toEqual(first);
  });

  it('refuses a query that does not pass an argument on as a value', async () => {
    const lengthened = preparedQuery((db: Db, name: string) =>
      db.selectFrom('products').select('id').where('nameEn', '=', `${name}!`),
    );
    await expect(lengthened(app.db, 'x')).rejects.toThrow(/argument 0 is not passed on as a value/);
  });

  it('keeps one compiled form per shape', async () => {
    const cheapest = preparedQueries((db: Db, order: 'asc' | 'desc', limit: number) =>
      db
        .selectFrom('products')
        .select(['id', 'priceCents'])
        .orderBy('priceCents', order)
        .orderBy('id')
        .limit(limit),
    );
    const byPrice = (order: 'asc' | 'desc', limit: number) =>
      app.db
        .selectFrom('products')
        .select(['id', 'priceCents'])
        .orderBy('priceCents', order)
        .orderBy('id')
        .limit(limit)
        .execute();
    expect(await cheapest(app.db, 'asc', 3)).toEqual(await byPrice('asc', 3));
    expect(await cheapest(app.db, 'desc', 2)).toEqual(await byPrice('desc', 2));
    expect(await cheapest(app.db, 'asc', 4)).toEqual(await byPrice('asc', 4));
  });
});
