/**
 * `npm run bench:start [-- --runs N] [-- --command "…"]`: how the server `npm start` runs starts and
 * sits idle. Each run starts it on one SQLite file that an unmeasured first start migrated and seeded,
 * and measures:
 *
 * - cold start: from spawning the process to the first 200 from /api/health;
 * - idle RSS: the resident memory of the process and its children, 3 s after that first answer.
 *
 * The command is `node scripts/start.mjs` unless told; any other (an older `tsx scripts/start.ts`, say)
 * is measured the same way, so two builds compare on one machine. Prints the median and the range.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, waitFor } from './bench/harness.ts';
import { ROOT } from './lib/web-build.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    command: { type: 'string', default: 'node scripts/start.mjs' },
  },
});
const RUNS = Number(values.runs);
const [program, ...programArgs] = values.command.split(' ') as [string, ...string[]];
const IDLE_MS = 3000;

/** The pids under `root` (itself included), from /proc's parent links. */
function processTree(root: number): number[] {
  const parents = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Field 4 of /proc/<pid>/stat, after the command name in parentheses.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)]);
    } catch {
      // The process ended meanwhile.
    }
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i += 1) tree.push(...(parents.get(tree[i] ?? -1) ?? []));
  return tree;
}

function rssMb(root: number): number {
  let kb = 0;
  for (const pid of processTree(root)) {
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      kb += Number(match?.[1] ?? 0);
    } catch {
      // The process ended meanwhile.
    }
  }
  return kb / 1024;
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function startOnce(database: string): Promise<{ ms: number; rss: number }> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(program, programArgs, {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: database, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    // Polled every 20 ms: the figure is a start time, not a readiness check.
    await waitFor(`http://127.0.0.1:${port}/api/health`, child, 20);
    const ms = performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    return { ms, rss: rssMb(child.pid ?? -1) };
  } finally {
    await stop(child);
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const range = (xs: number[], digits: number) =>
  `${Math.min(...xs).toFixed(digits)}–${Math.max(...xs).toFixed(digits)}`;

const dir = mkdtempSync(join(tmpdir(), 'bench-start-'));
try {
  const database = join(dir, 'store.db');
  console.log(`Command: ${values.command}`);
  console.log('First start (migrates and seeds; not measured)…');
  await startOnce(database);
  const runs: { ms: number; rss: number }[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const run = await startOnce(database);
    console.log(`  run ${i + 1}: cold start ${run.ms.toFixed(0)} ms, idle RSS ${run.rss.toFixed(0)} MB`);
    runs.push(run);
  }
  const ms = runs.map((r) => r.ms);
  const rss = runs.map((r) => r.rss);
  console.log(`Cold start to /api/health 200: median ${median(ms).toFixed(0)} ms (${range(ms, 0)})`);
  console.log(`Idle RSS after ${IDLE_MS / 1000} s: median ${median(rss).toFixed(0)} MB (${range(rss, 0)})`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
