/**
 * What the benchmarks share: a fresh database of their own (SQLite file or PostgreSQL database) with the
 * demo catalogue, and the real server in its own process on a free 127.0.0.1 port, stopped when the
 * benchmark ends, whether it ends well or not.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import { createDb, type Db } from '../../apps/api/src/db/connect.ts';
import { migrateToLatest } from '../../apps/api/src/db/migrate.ts';
import { generateCatalogue } from '../../apps/api/src/seed/generate-catalogue.ts';
import { seedDemo } from '../../apps/api/src/seed/seed-demo.ts';
import { ensureSearchIndex } from '../../apps/api/src/modules/product-index/search-index.ts';
import { ROOT } from '../lib/web-build.ts';

export type DatabaseKind = 'sqlite' | 'postgres';

export const PG_ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const OUT = join(ROOT, 'bench-results');
/** The server's JWT secret: a benchmark that signs its customers' tokens itself needs to know it. */
export const BENCH_JWT_SECRET = 'bench-only-secret-0123456789abcdef0123456789';
const BENCH_ADMIN_PASSWORD = 'bench-only-password';

/** `--db sqlite|postgres|both` as the list of databases to run on. */
export function databasesOf(arg: string | undefined): DatabaseKind[] {
  if (arg === 'both' || arg === undefined) return ['sqlite', 'postgres'];
  if (arg === 'sqlite' || arg === 'postgres') return [arg];
  throw new Error(`--db must be sqlite, postgres or both, not ${arg}`);
}

/** A count option (`--customers 1000`) as a number; anything but a whole number above 0 stops the run. */
export function positiveArg(name: string, value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a whole number above 0`);
  return n;
}

/** A file-name-safe time stamp for result files. */
export const stamp = (): string => new Date().toISOString().replace(/[:.]/g, '-');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Polls `url` until it answers 2xx (every `pollMs`, for a minute at most), failing if `child` exits. */
export async function waitFor(url: string, child: ChildProcess, pollMs = 100): Promise<void> {
  for (let i = 0; i < 60_000 / pollMs; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, pollMs));
  }
  throw new Error(`${url} did not answer`);
}

/** Processes this benchmark started and has not stopped yet. */
const running = new Set<ChildProcess>();
let exitHooked = false;

/**
 * Starts a process the benchmark owns. A failure anywhere (a thrown error, Ctrl-C) still ends it: the
 * exit hook signals every process not yet stopped, so no server is left holding a port or a database.
 */
export function spawnOwned(args: readonly string[], options: Parameters<typeof spawn>[2]): ChildProcess {
  if (!exitHooked) {
    exitHooked = true;
    process.once('exit', () => {
      for (const child of running) child.kill('SIGTERM');
    });
    // Without a handler these signals end Node without running its exit hooks.
    process.once('SIGINT', () => process.exit(130));
    process.once('SIGTERM', () => process.exit(143));
  }
  const child = spawn(process.execPath, args, options);
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

export function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Empties (SQLite) or recreates (PostgreSQL) the database `name` and answers its URL. */
async function freshDatabase(database: DatabaseKind, name: string): Promise<string> {
  if (database === 'sqlite') {
    const file = join(OUT, `${name}.db`);
    for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
    return file;
  }
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  try {
    // force: a server left over from a run that was killed must not keep the old database alive.
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  return new URL(`/${name}`, PG_ADMIN_URL).toString();
}

/** Removes what freshDatabase made; call it once nothing is connected any more. */
export async function dropDatabase(database: DatabaseKind, name: string): Promise<void> {
  if (database === 'sqlite') {
    for (const suffix of ['', '-wal', '-shm']) rmSync(join(OUT, `${name}.db${suffix}`), { force: true });
    return;
  }
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}

/**
 * A fresh database named `name`, migrated and seeded with the demo catalogue (no demo accounts), left
 * open for the benchmark's own rows. The caller destroys `db` before the server starts on SQLite, so
 * the two processes never wait on each other's locks.
 */
export async function prepare(
  database: DatabaseKind,
  name: string,
): Promise<{ url: string; db: Db; seedMs: number }> {
  mkdirSync(OUT, { recursive: true });
  const url = await freshDatabase(database, name);
  const db = createDb({ url });
  const t0 = performance.now();
  await migrateToLatest(db);
  await seedDemo(db, {
    adminEmail: 'admin@example.com',
    adminPassword: BENCH_ADMIN_PASSWORD,
    passwordHashCost: 2 ** 10,
    demoAccounts: false,
  });
  return { url, db, seedMs: performance.now() - t0 };
}

export interface StoreProcess {
  port: number;
  base: string;
  child: ChildProcess;
}

/**
 * The real server (apps/api/src/server.ts) in production mode on 127.0.0.1, with limits high enough
 * that the rate limiter never refuses a benchmark's requests. `env` adds or overrides settings; `log`
 * names a file for its stdout (where its log lines go), which is otherwise dropped; `nodeArgs` go to
 * node before the server (a module to `--import` into it).
 */
export async function startServer(
  url: string,
  opts: { env?: Record<string, string>; log?: string; nodeArgs?: readonly string[] } = {},
): Promise<StoreProcess> {
  const port = await freePort();
  const stdout = opts.log ? openSync(opts.log, 'a') : 'ignore';
  // BENCH_CPU_PROFILE=<dir>: the server writes a V8 CPU profile there when it stops (open it in Chrome's
  // DevTools); NODE_OPTIONS cannot carry the flag, so it is passed here.
  const profile = process.env.BENCH_CPU_PROFILE;
  const profileArgs = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
  const nodeArgs = [...profileArgs, '--import', 'tsx', ...(opts.nodeArgs ?? []), 'apps/api/src/server.ts'];
  const child = spawnOwned(nodeArgs, {
    cwd: ROOT,
    stdio: ['ignore', stdout, 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: url,
      JWT_SECRET: BENCH_JWT_SECRET,
      ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
      // Production refuses to start without Stripe unless told the test provider is meant.
      PAYMENT_PROVIDER: 'test',
      RATE_LIMIT_PER_MINUTE: '1000000000',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000000000',
      LOG_LEVEL: 'warn',
      WEB_DIST: join(OUT, 'no-web'),
      // Order e-mails land here, not in the working tree's data/mail.
      MAIL_DIR: join(OUT, 'mail'),
      ...opts.env,
    },
  });
  // The child has its own copy of the descriptor now.
  if (typeof stdout === 'number') closeSync(stdout);
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/health`, child);
  return { port, base, child };
}

/**
 * The ceiling: a bare Fastify route (bare-server.ts) answering `body` from memory for every path, in
 * its own process like the store, so a run can set the store's figures beside it.
 */
export async function startCeiling(body: Buffer): Promise<{ port: number; child: ChildProcess }> {
  mkdirSync(OUT, { recursive: true });
  const bodyFile = join(OUT, 'bare-body.json');
  writeFileSync(bodyFile, body);
  const port = await freePort();
  const child = spawnOwned(['--import', 'tsx', 'scripts/bench/bare-server.ts', String(port), bodyFile], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`http://127.0.0.1:${port}/`, child);
  return { port, child };
}

/**
 * A fresh database `name` with the demo catalogue and generated products up to `products`, indexed
 * for search, closed again (the server opens it). Answers its URL; prints how long each step took.
 */
export async function buildCatalogue(
  database: DatabaseKind,
  name: string,
  products: number,
): Promise<string> {
  const { url, db, seedMs } = await prepare(database, name);
  const t1 = performance.now();
  await generateCatalogue(db, products);
  const t2 = performance.now();
  await ensureSearchIndex(db);
  const t3 = performance.now();
  await db.destroy();
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(
    `  ${database}: demo seed ${s(seedMs)}, ${products} products ${s(t2 - t1)}, search index ${s(t3 - t2)}`,
  );
  return url;
}

/** Linux's clock ticks per second (USER_HZ), the unit of the CPU times in /proc/<pid>/stat. */
const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) a process has used so far; null where /proc cannot tell. */
export function cpuSeconds(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The name in parentheses may hold spaces: count the fields after it (state is field 3).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[14 - 3]) + Number(fields[15 - 3])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}
