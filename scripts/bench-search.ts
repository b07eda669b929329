/**
 * `npm run bench:search`: search and suggestions over HTTP at 100,000 products, on SQLite and on
 * PostgreSQL, beside a bare Fastify route answering the same bytes from memory (the ceiling).
 * Each database is built fresh (demo catalogue + generated products), the real server runs in its own
 * process, and wrk drives it with 50 connections. Search is measured with its answer cache on (how the
 * store runs) and off (the engine itself). Options: --db sqlite|postgres, --products N, --seconds N.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  buildCatalogue,
  databasesOf,
  type DatabaseKind,
  OUT,
  stamp,
  startCeiling,
  startServer,
  stop,
} from './bench/harness.ts';
import { ensureWrk, wrk as runWrk, type WrkFigures } from './bench/wrk.ts';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    products: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
  },
});
const PRODUCTS = Number(args.products);
const SECONDS = Number(args.seconds);
const CONNECTIONS = Number(args.connections);

const SEARCHES = [
  '/api/search?q=headphones&limit=12',
  '/api/search?q=wireless&category=electronics&limit=12',
  '/api/search?q=shoes&sortBy=price-low&limit=20',
  '/api/search?q=lamp&minPrice=20&maxPrice=200&minRating=4&inStock=true&limit=12',
  '/api/search?category=fashion&sortBy=rating&limit=12',
  '/api/search?q=chaussures&lang=fr&limit=20',
  '/api/search?q=organic%20cotton&sortBy=newest&limit=12',
  '/api/search?q=pro&featured=true&limit=12',
];
const SUGGESTIONS = [
  '/api/suggestions?q=he',
  '/api/suggestions?q=head',
  '/api/suggestions?q=lap',
  '/api/suggestions?q=wir',
  '/api/suggestions?q=ser&lang=fr',
  '/api/suggestions?q=chau&lang=fr',
  '/api/suggestions?q=yog',
  '/api/suggestions?q=hedphones',
];

interface Row extends WrkFigures {
  database: string;
  scenario: string;
  rps: number;
}

const wrk = (port: number, paths: readonly string[]) =>
  runWrk({ base: `http://127.0.0.1:${port}`, paths, connections: CONNECTIONS, seconds: SECONDS });

async function startStore(url: string, cacheTtlMs: number) {
  const { port, child } = await startServer(url, { env: { SEARCH_CACHE_TTL_MS: String(cacheTtlMs) } });
  // One pass first: connections open, code paths warm, and (when on) the cache holds each answer.
  for (const path of [...SEARCHES, ...SUGGESTIONS]) {
    const res = await fetch(`http://127.0.0.1:${port}${path}`);
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  }
  return { port, child };
}

async function benchDatabase(database: DatabaseKind, rows: Row[]): Promise<void> {
  console.log(`\n${database}: building ${PRODUCTS} products…`);
  const url = await buildCatalogue(database, 'bench_search', PRODUCTS);
  const record = (scenario: string, f: WrkFigures) => {
    const row = { database, scenario, ...f, rps: f.requests / f.seconds };
    rows.push(row);
    console.log(
      `  ${scenario.padEnd(34)} p50 ${f.p50.toFixed(2)} ms  p95 ${f.p95.toFixed(2)} ms  p99 ${f.p99.toFixed(2)} ms  ${row.rps.toFixed(0)} req/s  non-2xx ${f.non2xx}`,
    );
  };

  const cached = await startStore(url, 30_000);
  record('search (answer cache on)', await wrk(cached.port, SEARCHES));
  record('suggestions (answer cache on)', await wrk(cached.port, SUGGESTIONS));
  const sample = await (await fetch(`http://127.0.0.1:${cached.port}${SEARCHES[0]}`)).arrayBuffer();
  await stop(cached.child);

  const uncached = await startStore(url, 0);
  record('search (engine, no cache)', await wrk(uncached.port, SEARCHES));
  record('suggestions (engine, no cache)', await wrk(uncached.port, SUGGESTIONS));
  await stop(uncached.child);

  const bare = await startCeiling(Buffer.from(sample));
  record(`bare Fastify, same ${sample.byteLength} bytes`, await wrk(bare.port, SEARCHES));
  await stop(bare.child);
}

ensureWrk();
const rows: Row[] = [];
for (const database of databasesOf(args.db)) await benchDatabase(database, rows);
const file = join(OUT, `search-${stamp()}.json`);
writeFileSync(
  file,
  JSON.stringify({ products: PRODUCTS, seconds: SECONDS, connections: CONNECTIONS, rows }, null, 2),
);
console.log(`\nFigures saved to ${file}`);
