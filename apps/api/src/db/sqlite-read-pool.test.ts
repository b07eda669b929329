import { sql } from 'kysely';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DB } from '../test/test-app.ts';
import { createDb, type Db } from './connect.ts';
import { migrateToLatest } from './migrate.ts';

// SQLite's own behaviour: the PostgreSQL project has nothing to add here.
describe.skipIf(TEST_DB === 'postgres')('SQLite reads on worker threads', () => {
  let dir: string;
  let db: Db;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'read-pool-'));
    db = createDb({ url: join(dir, 'store.db'), readWorkers: 2 });
    await migrateToLatest(db);
  });
  afterAll(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  const newsletter = (email: string) =>
    db.selectFrom('newsletterSubscriptions').select('email').where('email', '=', email).executeTakeFirst();

  it('sees a write as soon as it is committed', async () => {
    await db
      .insertInto('newsletterSubscriptions')
      .values({ id: 'a'.repeat(24), email: 'first@example.com' })
      .execute();
    expect(await newsletter('first@example.com')).toEqual({ email: 'first@example.com' });
  });

  it("reads a transaction's own writes inside it, and nobody else's until it commits", async () => {
    let outside: unknown = 'not read';
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('newsletterSubscriptions')
        .values({ id: 'b'.repeat(24), email: 'inside@example.com' })
        .execute();
      const inside = await trx
        .selectFrom('newsletterSubscriptions')
        .select('email')
        .where('email', '=', 'inside@example.com')
        .executeTakeFirst();
      expect(inside).toEqual({ email: 'inside@example.com' });
      outside = await newsletter('inside@example.com');
    });
    expect(outside).toBeUndefined();
    expect(await newsletter('inside@example.com')).toEqual({ email: 'inside@example.com' });
  });

  it('keeps the event loop free while a long read runs', async () => {
    const order: string[] = [];
    const long = sql<{
      n: number;
    }>`select count(*) as n from (with recursive c(x) as
      (select 1 union all select x + 1 from c where x < 3000000) select x from c)`
      .execute(db)
      .then((r) => order.push(`read ${r.rows[0]!.n}`));
    const timer = new Promise((resolve) => setTimeout(resolve, 1)).then(() => order.push('timer'));
    await Promise.all([long, timer]);
    expect(order).toEqual(['timer', 'read 3000000']);
  });

  it("runs the store's own SQL functions and reports a bad query as an error", async () => {
    const { rows } = await sql<{ v: string }>`select unicode_lower('ÉTÉ') as v`.execute(db);
    expect(rows[0]!.v).toBe('été');
    await expect(sql`select * from no_such_table`.execute(db)).rejects.toThrow(/no such table/);
  });
});

describe.skipIf(TEST_DB === 'postgres')('the store on a SQLite file with read workers', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'read-pool-app-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('answers catalogue reads and sees an admin change at once', async () => {
    const app = await createTestApp({ config: { databaseUrl: join(dir, 'store.db'), sqliteReadWorkers: 2 } });
    try {
      const search = await app.inject('/api/search?q=headphones');
      expect(search.statusCode).toBe(200);
      expect(search.json<{ total: number }>().total).toBeGreaterThan(0);
      const [category] = await app.inject('/api/categories').then((r) => r.json<{ slug: string }[]>());
      const page = await app.inject(`/api/categories/${category!.slug}/products?page=2&limit=3`);
      expect(page.statusCode).toBe(200);
      const product = page.json<{ products: { id: string; name: string }[] }>().products[0]!;
      await app.db
        .updateTable('products')
        .set({ nameEn: 'Renamed on the main connection' })
        .where('id', '=', product.id)
        .execute();
      const detail = await app.inject(`/api/products/${product.id}`);
      expect(detail.json<{ name: string }>().name).toBe('Renamed on the main connection');
    } finally {
      await app.close();
    }
  });
});
