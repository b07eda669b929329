/**
 * `npm run db:seed`: migrates the configured database, then seeds the demo store (idempotent).
 * `npm run db:seed -- --products 100000` also generates products until the catalogue holds that many.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { ensureSearchIndex } from '../modules/product-index/search-index.ts';
import { createDb, describeDatabase } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { generateCatalogue } from './generate-catalogue.ts';
import { seedDemo } from './seed-demo.ts';

function productTarget(): number | undefined {
  const { values } = parseArgs({ options: { products: { type: 'string' } } });
  if (values.products === undefined) return undefined;
  const n = Number(values.products);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`--products needs a whole number, got "${values.products}"`);
  return n;
}

const seconds = (since: number): string => `${((performance.now() - since) / 1000).toFixed(1)} s`;

const config = loadConfig();
const db = createDb({ url: config.databaseUrl, schema: config.databaseSchema });
try {
  const target = productTarget();
  console.log(`Seeding ${describeDatabase(config.databaseUrl)}`);
  for (const name of await migrateToLatest(db, config.databaseSchema)) console.log(`  applied ${name}`);

  let started = performance.now();
  const { inserted } = await seedDemo(db, {
    adminEmail: config.adminEmail,
    adminPassword: config.adminPassword,
    passwordHashCost: config.passwordHashCost,
    demoAccounts: config.seedDemoAccounts,
    orderHistory: config.seedOrderHistory,
  });
  console.log(`  demo store ${inserted ? 'seeded' : 'already present'} (${seconds(started)})`);
  console.log(`  admin: ${config.adminEmail}`);

  if (target !== undefined) {
    started = performance.now();
    const { added } = await generateCatalogue(db, target);
    console.log(
      `  generated ${added.toLocaleString('en-US')} products, catalogue target ${target.toLocaleString('en-US')} (${seconds(started)})`,
    );
  }

  // Like the server at start: the search index must cover every product the seed wrote.
  started = performance.now();
  if (await ensureSearchIndex(db)) console.log(`  search index rebuilt (${seconds(started)})`);
} catch (error) {
  console.error(`Seeding failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
