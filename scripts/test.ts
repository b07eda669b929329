/**
 * `npm test`: the whole suite, as CI runs it. Formatting, lint, types, unit and API tests (the API suite
 * on SQLite and on PostgreSQL), then the browser journeys. Every step runs; the summary says which failed.
 */
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { ROOT } from './lib/web-build.ts';

const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

interface Step {
  name: string;
  command: string[];
}

const steps: Step[] = [
  { name: 'format', command: ['npx', 'prettier', '--check', '.', '--log-level', 'warn'] },
  { name: 'lint', command: ['npx', 'eslint', '.'] },
  { name: 'types (api, shared, scripts, e2e)', command: ['npx', 'tsc', '-p', 'tsconfig.json'] },
  { name: 'types (web)', command: ['npx', 'tsc', '-p', 'apps/web/tsconfig.json'] },
  { name: 'unit + API tests (SQLite and PostgreSQL)', command: ['npx', 'vitest', 'run'] },
  { name: 'browser journeys', command: ['npx', 'tsx', 'scripts/e2e.ts'] },
];

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

if (!(await postgresReachable())) {
  console.error(
    `PostgreSQL is not reachable at ${PG_URL}: the API suite runs on it as well as on SQLite.\n` +
      'Start it (e.g. `pg_ctlcluster <version> main start`) or set TEST_DATABASE_URL.',
  );
  process.exit(1);
}

const results: { name: string; ok: boolean; seconds: number }[] = [];
for (const step of steps) {
  console.log(`\n▶ ${step.name}: ${step.command.join(' ')}`);
  const started = Date.now();
  const [cmd, ...args] = step.command as [string, ...string[]];
  const run = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', env: process.env });
  results.push({ name: step.name, ok: run.status === 0, seconds: (Date.now() - started) / 1000 });
}

console.log('\nSummary');
for (const r of results) console.log(`  ${r.ok ? '✔' : '✘'} ${r.name} (${r.seconds.toFixed(1)} s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
