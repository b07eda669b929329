import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/connect.ts';
import { generateCatalogue } from './generate-catalogue.ts';
import { seedDemo } from './seed-demo.ts';
import { openTestDb } from './test-db.ts';

const PUBLIC_DIR = fileURLToPath(new URL('../../../web/public', import.meta.url));
const TARGET = 2_000;

let db: Db;
let close: () => Promise<void>;
let demoCount: number;
let firstRun: { added: number };

const productCount = async (): Promise<number> =>
  Number(
    (
      await db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  ({ db, close } = await openTestDb());
  await seedDemo(db, {
    adminEmail: 'admin@example.com',
    adminPassword: 'admin-pass-1',
    passwordHashCost: 2 ** 10,
    demoAccounts: false,
  });
  demoCount = await productCount();
  firstRun = await generateCatalogue(db, TARGET);
});

afterAll(async () => close?.());

describe('generateCatalogue', () => {
  it('fills the catalogue up to the requested total, then adds nothing', async () => {
    expect(firstRun.added).toBe(TARGET - demoCount);
    expect(await productCount()).toBe(TARGET);
    expect(await generateCatalogue(db, TARGET)).toEqual({ added: 0 });
    expect(await generateCatalogue(db, 10)).toEqual({ added: 0 });
  });

  it('spreads bilingual, priced products with specifications over the six categories', async () => {
    const generated = await db
      .selectFrom('products')
      .selectAll()
      .where('featured', '=', 0)
      .orderBy('createdAt')
      .execute();
    const perCategory = new Map<string, number>();
    for (const p of generated) perCategory.set(p.categoryId, (perCategory.get(p.categoryId) ?? 0) + 1);
    expect(perCategory.size).toBe(6);
    for (const n of perCategory.values()) expect(n).toBeGreaterThan(TARGET / 8);
    expect(generated.every((p) => p.nameFr && p.descriptionFr && p.priceCents > 0)).toBe(true);
    expect(generated.some((p) => /^\w+ .+ \d{4}$/.test(p.nameEn))).toBe(true);
    const specs = await db
      .selectFrom('productSpecifications')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(specs.n)).toBeGreaterThanOrEqual((TARGET - demoCount) * 3);
  });

  it('reuses only the shipped images', async () => {
    const images = await db.selectFrom('products').select('image').distinct().execute();
    const missing = images.map((r) => r.image).filter((url) => !existsSync(PUBLIC_DIR + url));
    expect(missing).toEqual([]);
  });
});
