/**
 * `npm run bench:admin`: the admin panel's API calls at 100,000 products, on SQLite and on PostgreSQL.
 * Each database is built fresh (demo catalogue + generated products + search index), the real server
 * runs in its own process, and every scenario's call is made one at a time (an admin clicks, nobody
 * floods the panel), so the figures are the server's own time per call: Fastify's `responseTime` from
 * its request log, beside the time the client waited. Each suite states its target for the server's
 * p95 (a list page: 50 ms; a report: 100 ms, the limit of feeling instant, for it may sum a year of
 * orders). Options: --db sqlite|postgres|both, --products N, --requests N (per scenario).
 *
 * More admin screens add a suite to SUITES: a name and the scenarios it times (a path each, found
 * from the seeded data through the running server when it depends on it, e.g. the last page).
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { generateCatalogue } from '../apps/api/src/seed/generate-catalogue.ts';
import { openSession } from '../apps/api/src/modules/auth/sessions.service.ts';
import { ensureSearchIndex } from '../apps/api/src/modules/product-index/search-index.ts';
import { seedAnalyticsOrders } from './bench/analytics-orders.ts';
import { percentile } from './bench/checkout-client.ts';
import {
  BENCH_JWT_SECRET,
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
    products: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '40' },
  },
});
const PRODUCTS = positiveArg('products', args.products);
const REQUESTS = positiveArg('requests', args.requests);
/** Calls per scenario before timing: connections open, code paths and database caches warm. */
const WARM_UP = 3;

/** A signed-in admin's view of the running server, for suites to find their scenarios' paths. */
export interface AdminClient {
  get<T>(path: string): Promise<T>;
}

export interface Scenario {
  name: string;
  /** Path under the server's origin, query string included. */
  path: string;
  /** How many rows the call selects from (a list's total), when that says something. */
  matches?: number;
}

export interface AdminSuite {
  name: string;
  /** Server p95 every scenario of the suite should stay under, in ms. */
  targetMs: number;
  scenarios(client: AdminClient): Promise<Scenario[]>;
}

interface Listing {
  pagination: { pages: number; total: number };
}

/** A SKU of the demo catalogue (its featured products include some with variants). */
async function someSku(client: AdminClient): Promise<string> {
  const { products } = await client.get<{ products: { _id: string }[] }>(
    '/api/admin/products?featured=true&limit=100',
  );
  for (const { _id } of products) {
    const { product } = await client.get<{ product: { variants: { sku: string }[] } }>(
      `/api/admin/products/${_id}`,
    );
    if (product.variants[0]) return product.variants[0].sku;
  }
  throw new Error('no product with variants among the featured ones');
}

/** Products Management (admin §2): every filter of the list, first and last pages. */
const productList: AdminSuite = {
  name: 'products',
  targetMs: 50,
  async scenarios(client) {
    const base = '/api/admin/products?limit=20';
    const filters: [string, string][] = [
      ['all', ''],
      ['category', '&category=electronics'],
      ['featured', '&featured=true'],
      ['in stock', '&inStock=true'],
      ['out of stock', '&inStock=false'],
      ['category + in stock + not featured', '&category=fashion&inStock=true&featured=false'],
      ['search "headphones"', '&search=headphones'],
      ['search "pro"', '&search=pro'],
      ['search "wireless" + category', '&search=wireless&category=electronics'],
      ['search by SKU', `&search=${encodeURIComponent(await someSku(client))}`],
    ];
    const scenarios: Scenario[] = [];
    for (const [name, query] of filters) {
      const { pagination } = await client.get<Listing>(base + query);
      const page = (label: string, n: number) => ({
        name: `${name}, ${label}`,
        path: `${base}${query}&page=${n}`,
        matches: pagination.total,
      });
      const middle = Math.ceil(pagination.pages / 2);
      scenarios.push(page('page 1', 1));
      if (middle > 1 && middle < pagination.pages) scenarios.push(page(`page ${middle}`, middle));
      if (pagination.pages > 1) scenarios.push(page(`last page ${pagination.pages}`, pagination.pages));
    }
    return scenarios;
  },
};

/** Orders the analytics suite sums (seeded over 13 months, with their lines, views and carts). */
const ANALYTICS_ORDERS = 100_000;

/** Analytics (admin §7): every call over every range, 7 days to 12 months of 100,000 orders. */
const analytics: AdminSuite = {
  name: 'analytics',
  targetMs: 100,
  async scenarios() {
    const calls = ['', '/sales', '/users', '/funnel'];
    return calls.flatMap((call) =>
      ['7d', '30d', '90d', '12m'].map((range) => ({
        name: `${call.slice(1) || 'overview'} ${range}`,
        path: `/api/admin/analytics${call}?range=${range}`,
      })),
    );
  },
};

/** Every admin benchmark; later screens (orders, users) add theirs here. */
const SUITES: readonly AdminSuite[] = [productList, analytics];

interface Row {
  database: DatabaseKind;
  suite: string;
  targetMs: number;
  scenario: string;
  matches: number | null;
  requests: number;
  serverP50: number;
  serverP95: number;
  serverMax: number;
  clientP50: number;
  clientP95: number;
}

async function build(database: DatabaseKind): Promise<{ url: string; token: string }> {
  const { url, db, seedMs } = await prepare(database, 'bench_admin');
  const t1 = performance.now();
  await generateCatalogue(db, PRODUCTS);
  const t2 = performance.now();
  await ensureSearchIndex(db);
  const t3 = performance.now();
  await seedAnalyticsOrders(db, ANALYTICS_ORDERS);
  console.log(`  ${database}: ${ANALYTICS_ORDERS} orders ${((performance.now() - t3) / 1000).toFixed(1)} s`);
  const admin = await db
    .selectFrom('users')
    .select(['id', 'tokenVersion'])
    .where('role', '=', 'superadmin')
    .executeTakeFirstOrThrow();
  const token = await openSession({ db, user: null, lang: 'en' }, admin, BENCH_JWT_SECRET);
  await db.destroy();
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(
    `  ${database}: demo seed ${s(seedMs)}, ${PRODUCTS} products ${s(t2 - t1)}, search index ${s(t3 - t2)}`,
  );
  return { url, token };
}

/**
 * Server time per request, by request id, from the server's pino log: the 'incoming request' line
 * names the URL, the 'request completed' line carries Fastify's responseTime.
 */
function serverTimes(logFile: string): Map<string, number[]> {
  const urls = new Map<string, string>();
  const times = new Map<string, number[]>();
  for (const line of readFileSync(logFile, 'utf8').split('\n')) {
    if (!line.startsWith('{')) continue;
    const entry = JSON.parse(line) as { reqId?: string; req?: { url?: string }; responseTime?: number };
    if (!entry.reqId) continue;
    if (entry.req?.url) urls.set(entry.reqId, entry.req.url);
    const url = urls.get(entry.reqId);
    if (entry.responseTime !== undefined && url)
      times.set(url, [...(times.get(url) ?? []), entry.responseTime]);
  }
  return times;
}

async function benchDatabase(database: DatabaseKind, rows: Row[]): Promise<void> {
  console.log(`\n${database}: building ${PRODUCTS} products…`);
  const { url, token } = await build(database);
  const logFile = join(OUT, `admin-${database}-server.log`);
  rmSync(logFile, { force: true });
  const server = await startServer(url, { env: { LOG_LEVEL: 'info' }, log: logFile });
  const headers = { authorization: `Bearer ${token}` };
  const client: AdminClient = {
    async get<T>(path: string) {
      const res = await fetch(server.base + path, { headers });
      if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
      return (await res.json()) as T;
    },
  };
  const clientTimes = new Map<string, number[]>();
  const planned: [AdminSuite, Scenario][] = [];
  try {
    for (const suite of SUITES) {
      for (const scenario of await suite.scenarios(client)) planned.push([suite, scenario]);
    }
    for (const [, scenario] of planned) {
      const waits: number[] = [];
      for (let i = 0; i < WARM_UP + REQUESTS; i++) {
        const t0 = performance.now();
        await client.get(scenario.path);
        if (i >= WARM_UP) waits.push(performance.now() - t0);
      }
      clientTimes.set(scenario.path, waits);
    }
  } finally {
    await stop(server.child);
  }
  const times = serverTimes(logFile);
  for (const [suite, scenario] of planned) {
    // The suite's own look-ups and the warm-up calls come first in the log: time the last REQUESTS.
    const server = (times.get(scenario.path) ?? []).slice(-REQUESTS);
    const waits = clientTimes.get(scenario.path) ?? [];
    rows.push({
      database,
      suite: suite.name,
      targetMs: suite.targetMs,
      scenario: scenario.name,
      matches: scenario.matches ?? null,
      requests: server.length,
      serverP50: percentile(server, 0.5),
      serverP95: percentile(server, 0.95),
      serverMax: Math.max(0, ...server),
      clientP50: percentile(waits, 0.5),
      clientP95: percentile(waits, 0.95),
    });
  }
  await dropDatabase(database, 'bench_admin');
}

const COLUMNS: [string, (r: Row) => string][] = [
  ['database', (r) => r.database],
  ['suite', (r) => r.suite],
  ['scenario', (r) => r.scenario],
  ['matches', (r) => (r.matches === null ? '' : String(r.matches))],
  ['n', (r) => String(r.requests)],
  ['server p50', (r) => r.serverP50.toFixed(1)],
  ['server p95', (r) => r.serverP95.toFixed(1)],
  ['server max', (r) => r.serverMax.toFixed(1)],
  ['client p50', (r) => r.clientP50.toFixed(1)],
  ['client p95', (r) => r.clientP95.toFixed(1)],
  ['', (r) => (r.serverP95 < r.targetMs ? '' : `over ${r.targetMs} ms`)],
];

function printTable(rows: readonly Row[]): void {
  const cells = rows.map((r) => COLUMNS.map(([, cell]) => cell(r)));
  const widths = COLUMNS.map(([title], i) => Math.max(title.length, ...cells.map((c) => c[i]!.length)));
  const line = (values: readonly string[]) =>
    values.map((v, i) => (i < 3 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join('  ');
  console.log(`\n${line(COLUMNS.map(([title]) => title))}`);
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const c of cells) console.log(line(c));
  console.log(
    `\nTimes in ms over ${REQUESTS} sequential calls per scenario after ${WARM_UP} warm-up calls; server is ` +
      `Fastify's responseTime, client the wait for the whole answer. Target: server p95 under ` +
      SUITES.map((suite) => `${suite.targetMs} ms (${suite.name})`).join(', ') +
      '.',
  );
}

const rows: Row[] = [];
for (const database of databasesOf(args.db)) await benchDatabase(database, rows);
printTable(rows);
const file = join(OUT, `admin-${stamp()}.json`);
writeFileSync(file, JSON.stringify({ products: PRODUCTS, requests: REQUESTS, rows }, null, 2));
console.log(`\nFigures saved to ${file}`);
