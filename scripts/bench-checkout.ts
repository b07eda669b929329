/**
 * `npm run bench:checkout`: checkout over HTTP on SQLite and on PostgreSQL, through the real server in
 * its own process. Two scenarios, each on a fresh database (demo catalogue, customers and their carts
 * written straight into it): "last units", 200 customers racing for the 50 units of one product, and
 * "orders", --customers customers each buying 1–3 products of ample stock. Every customer goes intent →
 * test card → confirm with --concurrency in flight. Afterwards the database is checked: nothing
 * oversold, no negative stock, no duplicate order, nothing left held. Exits 1 if a check fails, or if
 * a scenario placed or refused other than expected.
 * Options: --db sqlite|postgres|both, --customers N (default 1000), --concurrency N (default 50).
 */
import { rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createDb, type Db } from '../apps/api/src/db/connect.ts';
import { createRng } from '../apps/api/src/seed/prng.ts';
import { checkout, type Outcome, percentile, pool } from './bench/checkout-client.ts';
import {
  type CartContents,
  checkIntegrity,
  createCustomers,
  plainProducts,
  setStock,
} from './bench/checkout-data.ts';
import {
  integrityHolds,
  printTable,
  type Row,
  summarise,
  summariseServerLog,
} from './bench/checkout-report.ts';
import {
  BENCH_JWT_SECRET,
  cpuSeconds,
  type DatabaseKind,
  databasesOf,
  dropDatabase,
  OUT,
  positiveArg,
  prepare,
  stamp,
  startServer,
  stop,
} from './bench/harness.ts';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    customers: { type: 'string', default: '1000' },
    concurrency: { type: 'string', default: '50' },
  },
});
const CUSTOMERS = positiveArg('customers', args.customers);
const CONCURRENCY = positiveArg('concurrency', args.concurrency);
const LAST_UNITS = { customers: 200, units: 50 };
/** Far more than 1,000 carts of 1–3 products can take: "orders" must never run out of stock. */
const AMPLE_STOCK = 1_000_000;
const DB_NAME = 'bench_checkout';
const RUN = stamp();
const SERVER_LOG = join(OUT, `checkout-${RUN}-server.log`);
const MAIL_DIR = join(OUT, `checkout-${RUN}-mail`);

interface Scenario {
  name: string;
  expectedOrders: number;
  /** Expected refusals at the intent (sold out). */
  expectedRefused: number;
  /** The carts to check out, and the stock of every product they hold. */
  setUp(db: Db): Promise<{ carts: CartContents[]; stock: Map<string, number> }>;
}

const SCENARIOS: Scenario[] = [
  {
    name: 'last units',
    expectedOrders: LAST_UNITS.units,
    expectedRefused: LAST_UNITS.customers - LAST_UNITS.units,
    async setUp(db) {
      const [productId] = await plainProducts(db);
      if (!productId) throw new Error('the demo catalogue has no product without variants');
      return {
        carts: Array.from({ length: LAST_UNITS.customers }, () => new Map([[productId, 1]])),
        stock: new Map([[productId, LAST_UNITS.units]]),
      };
    },
  },
  {
    name: `${CUSTOMERS.toLocaleString('en')} orders`,
    expectedOrders: CUSTOMERS,
    expectedRefused: 0,
    async setUp(db) {
      const products = await plainProducts(db);
      if (products.length < 3) throw new Error('the demo catalogue has too few products without variants');
      // Seeded: every run (and both databases) check out the same carts.
      const rng = createRng('bench-checkout');
      const carts = Array.from({ length: CUSTOMERS }, () => {
        const cart = new Map<string, number>();
        const lines = rng.int(1, 3);
        while (cart.size < lines) cart.set(rng.pick(products), rng.int(1, 2));
        return cart;
      });
      const used = new Set(carts.flatMap((cart) => [...cart.keys()]));
      return { carts, stock: new Map([...used].map((id) => [id, AMPLE_STOCK])) };
    },
  },
];

/**
 * Checkouts before the timed run, of a product of ample stock: a fresh server process has not yet
 * opened its database connections or compiled its hot paths, and the first customers would pay for it.
 */
const WARM_UP = 10;

/** Customers, carts and stock of one scenario in its fresh database, with the warm-up customers. */
async function setUpScenario(db: Db, scenario: Scenario, index: number) {
  const { carts, stock } = await scenario.setUp(db);
  const warmProduct = (await plainProducts(db)).at(-1);
  if (!warmProduct || (stock.get(warmProduct) ?? AMPLE_STOCK) !== AMPLE_STOCK) {
    throw new Error('no product of ample stock is left for the warm-up');
  }
  stock.set(warmProduct, AMPLE_STOCK);
  await setStock(db, stock);
  const warmCarts = Array.from({ length: WARM_UP }, () => new Map([[warmProduct, 1]]));
  const warmUp = await createCustomers(db, `s${index}-warm`, warmCarts, BENCH_JWT_SECRET);
  const customers = await createCustomers(db, `s${index}`, carts, BENCH_JWT_SECRET);
  return { stock, warmUp, customers };
}

async function runScenario(database: DatabaseKind, scenario: Scenario, index: number): Promise<Row> {
  const { url, db, seedMs } = await prepare(database, DB_NAME);
  let keep = true;
  try {
    const { stock, warmUp, customers } = await setUpScenario(db, scenario, index);
    // The server gets the database to itself (on SQLite, no second connection waiting on its locks).
    await db.destroy();
    console.log(`  ${scenario.name}: demo seed ${(seedMs / 1000).toFixed(1)} s, ${customers.length} carts`);

    const server = await startServer(url, { log: SERVER_LOG, env: { MAIL_DIR } });
    let outcomes: Outcome[];
    let wallMs: number;
    let serverCpu: number | null = null;
    let clientCpu: NodeJS.CpuUsage;
    const loadBefore = loadavg()[0] ?? 0;
    try {
      for (const customer of warmUp) {
        const outcome = await checkout(server.base, customer);
        if (outcome.kind !== 'placed') throw new Error(`warm-up checkout: ${JSON.stringify(outcome)}`);
      }
      const serverCpuBefore = cpuSeconds(server.child.pid);
      const clientCpuBefore = process.cpuUsage();
      const started = performance.now();
      outcomes = await pool(customers, CONCURRENCY, (customer) => checkout(server.base, customer));
      wallMs = performance.now() - started;
      clientCpu = process.cpuUsage(clientCpuBefore);
      const serverCpuAfter = cpuSeconds(server.child.pid);
      if (serverCpuBefore !== null && serverCpuAfter !== null) serverCpu = serverCpuAfter - serverCpuBefore;
    } finally {
      await stop(server.child);
    }

    const check = createDb({ url });
    const integrity = await checkIntegrity(check, stock).finally(() => check.destroy());
    const { placed, refused, failed, failures } = summarise(outcomes);
    const confirmMs = placed.map((p) => p.confirmMs);
    const checkoutMs = placed.map((p) => p.checkoutMs);
    const perOrder = (seconds: number) => (seconds * 1000) / Math.max(1, placed.length);
    const row: Row = {
      database,
      scenario: scenario.name,
      customers: customers.length,
      concurrency: CONCURRENCY,
      orders: placed.length,
      refused,
      failed,
      wallSeconds: wallMs / 1000,
      ordersPerSecond: placed.length / (wallMs / 1000),
      confirmP50: percentile(confirmMs, 0.5),
      confirmP95: percentile(confirmMs, 0.95),
      checkoutP50: percentile(checkoutMs, 0.5),
      checkoutP95: percentile(checkoutMs, 0.95),
      serverCpuMsPerOrder: serverCpu === null ? null : perOrder(serverCpu),
      clientCpuMsPerOrder: perOrder((clientCpu.user + clientCpu.system) / 1e6),
      loadBefore,
      failures,
      expectationsMet:
        placed.length === scenario.expectedOrders && refused === scenario.expectedRefused && failed === 0,
      ...integrity,
    };
    keep = !integrityHolds(row);
    return row;
  } finally {
    // A database that failed a check (or a run that broke off) is left for a look; a good one is dropped.
    if (keep) console.log(`  the database is kept for inspection: ${url}`);
    else await dropDatabase(database, DB_NAME);
  }
}

console.log(
  `Checkout benchmark: ${CUSTOMERS} customers, ${CONCURRENCY} in flight, ${cpus().length} cores, ` +
    `load ${loadavg()[0]?.toFixed(2)}`,
);
rmSync(MAIL_DIR, { recursive: true, force: true });
const rows: Row[] = [];
try {
  for (const database of databasesOf(args.db)) {
    console.log(`\n${database}:`);
    for (const [index, scenario] of SCENARIOS.entries()) {
      const row = await runScenario(database, scenario, index);
      rows.push(row);
      const cpu = (ms: number | null) => (ms === null ? '?' : ms.toFixed(1));
      console.log(
        `    ${row.orders} orders in ${row.wallSeconds.toFixed(2)} s (${row.ordersPerSecond.toFixed(1)}/s), ` +
          `${row.refused} refused, ${row.failed} failed; CPU per order: server ${cpu(row.serverCpuMsPerOrder)} ms, ` +
          `client ${cpu(row.clientCpuMsPerOrder)} ms; load before ${row.loadBefore.toFixed(2)}`,
      );
      for (const failure of row.failures) console.log(`    failed at ${failure}`);
    }
  }
} finally {
  rmSync(MAIL_DIR, { recursive: true, force: true });
}

printTable(rows);
const file = join(OUT, `checkout-${RUN}.json`);
writeFileSync(
  file,
  JSON.stringify(
    {
      customers: CUSTOMERS,
      concurrency: CONCURRENCY,
      lastUnits: LAST_UNITS,
      warmUpCheckouts: WARM_UP,
      cores: cpus().length,
      rows,
    },
    null,
    2,
  ),
);
console.log(`Figures saved to ${file}`);

summariseServerLog(SERVER_LOG);

const broken = rows.filter((r) => !integrityHolds(r));
const unmet = rows.filter((r) => !r.expectationsMet);
for (const r of broken) console.error(`INTEGRITY FAILED: ${r.database}, ${r.scenario}`);
for (const r of unmet) {
  console.error(
    `UNEXPECTED: ${r.database}, ${r.scenario}: ${r.orders} orders, ${r.refused} refused, ${r.failed} failed`,
  );
}
if (broken.length > 0 || unmet.length > 0) process.exitCode = 1;
