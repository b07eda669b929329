import { type SearchResponse, searchResponseSchema } from '@store/shared/schemas/search';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInStaff } from '../../test/staff.ts';
import { createTestApp, TEST_DB } from '../../test/test-app.ts';
import { ensureSearchIndex } from './search-index.ts';

let app: FastifyInstance;
let auth: Record<string, string>;
beforeAll(async () => {
  // No answer cache: every search here reads the index as it is.
  app = await createTestApp({ config: { searchCacheTtlMs: 0 } });
  auth = (await signInStaff(app, 'admin', ['manage_products'])).auth;
});
afterAll(async () => app.close());

async function search(q: string): Promise<SearchResponse> {
  const res = await app.inject(`/api/search?q=${encodeURIComponent(q)}&limit=50`);
  expect(res.statusCode, res.body).toBe(200);
  return searchResponseSchema.parse(res.json());
}

async function indexRows(): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*) as n from product_search`.execute(app.db);
  return Number(rows[0]!.n);
}

/** A product no order or hold refers to, so that deleting it really deletes it. */
async function unorderedProduct(): Promise<{ id: string; nameEn: string }> {
  return app.db
    .selectFrom('products')
    .select(['id', 'nameEn'])
    .where('isActive', '=', 1)
    .where('id', 'not in', app.db.selectFrom('orderItems').select('productId'))
    .where('id', 'not in', app.db.selectFrom('stockReservations').select('productId'))
    .orderBy('id')
    .executeTakeFirstOrThrow();
}

describe('the search index follows the catalogue', () => {
  it('drops a deleted product: search no longer finds it and the index holds one row fewer', async () => {
    const product = await unorderedProduct();
    expect((await search(product.nameEn)).products.map((p) => p.id)).toContain(product.id);
    const rowsBefore = await indexRows();

    const res = await app.inject({
      method: 'DELETE',
      url: `/api/admin/products/${product.id}`,
      headers: auth,
    });
    expect(res.statusCode, res.body).toBe(200);

    expect((await search(product.nameEn)).products.map((p) => p.id)).not.toContain(product.id);
    expect(await indexRows()).toBe(rowsBefore - 1);
    // Nothing to rebuild at the next start.
    expect(await ensureSearchIndex(app.db)).toBe(false);
  });

  it.skipIf(TEST_DB !== 'sqlite')(
    'is rebuilt at start when its rows no longer follow their products (SQLite rowids renumbered)',
    async () => {
      const product = await unorderedProduct();
      // What a VACUUM may do: the product's index row under another rowid than its product row's.
      await sql`update product_search set rowid = rowid + 1000000
        where rowid = (select rowid from products where id = ${product.id})`.execute(app.db);
      const joined = sql<{ n: number }>`select count(*) as n from product_search s
        inner join products p on p.rowid = s.rowid where p.id = ${product.id}`;
      expect((await joined.execute(app.db)).rows[0]!.n).toBe(0);

      expect(await ensureSearchIndex(app.db)).toBe(true);
      expect((await joined.execute(app.db)).rows[0]!.n).toBe(1);
      expect((await search(product.nameEn)).products.map((p) => p.id)).toContain(product.id);
      expect(await ensureSearchIndex(app.db)).toBe(false);
    },
  );
});
