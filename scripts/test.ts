/**
 * `npm test`: the whole suite, as CI runs it. Formatting, lint, types, unit and API tests (the API suite
 * on SQLite and on PostgreSQL), then the browser journeys. Every step runs; the summary says which failed
 * and how long each took. The static checks are single-threaded, so they run side by side, with the
 * web build the budget weighs; their output is printed as each finishes.
 */
import { spawn } from 'node:child_process';
import pg from 'pg';
import { ROOT } from './lib/web-build.ts';

const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

interface Step {
  name: string;
  command: string[];
}

/** Steps of a stage run at the same time; stages run one after the other. */
const stages: Step[][] = [
  [
    { name: 'format', command: ['npx', 'prettier', '--check', '.', '--log-level', 'warn'] },
    { name: 'lint', command: ['npx', 'eslint', '.'] },
    { name: 'types (api, shared, scripts, e2e)', command: ['npx', 'tsc', '-p', 'tsconfig.json'] },
    { name: 'types (web)', command: ['npx', 'tsc', '-p', 'apps/web/tsconfig.json'] },
    // Builds the web app (the journeys then find it fresh) and weighs each route's first load.
    { name: 'JavaScript budget', command: ['npx', 'tsx', 'scripts/check-bundle.ts'] },
  ],
  [{ name: 'unit + API tests (SQLite and PostgreSQL)', command: ['npx', 'vitest', 'run'] }],
  [{ name: 'browser journeys', command: ['npx', 'tsx', 'scripts/e2e.ts'] }],
];

interface Result {
  name: string;
  ok: boolean;
  seconds: number;
}

/** Runs a step; alone, its output streams; beside others, it is printed in one piece at its end. */
function run(step: Step, alone: boolean): Promise<Result> {
  const started = Date.now();
  const [cmd, ...args] = step.command as [string, ...string[]];
  if (alone) console.log(`\n▶ ${step.name}: ${step.command.join(' ')}`);
  const child = spawn(cmd, args, { cwd: ROOT, env: process.env, stdio: alone ? 'inherit' : 'pipe' });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => {
    child.once('error', (error) => (output += `${error.message}\n`));
    child.once('close', (code) => {
      if (!alone) process.stdout.write(`\n▶ ${step.name}: ${step.command.join(' ')}\n${output}`);
      resolve({ name: step.name, ok: code === 0, seconds: (Date.now() - started) / 1000 });
    });
  });
}

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

const suiteStarted = Date.now();
const results: Result[] = [];
for (const stage of stages) {
  results.push(...(await Promise.all(stage.map((step) => run(step, stage.length === 1)))));
}

console.log(`\nSummary (${((Date.now() - suiteStarted) / 60_000).toFixed(1)} min in all)`);
for (const r of results) console.log(`  ${r.ok ? '✔' : '✘'} ${r.name} (${r.seconds.toFixed(1)} s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
