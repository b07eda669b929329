/**
 * wrk, the load generator the HTTP benchmarks share: Debian's package, driven through paths.lua, which
 * cycles through a list of paths and prints one JSON line of figures (with the p95 wrk's own summary
 * leaves out).
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureDebianPackage } from '../lib/debian-package.ts';
import { ROOT } from '../lib/web-build.ts';

/** What one wrk run measured; latencies in milliseconds. */
export interface WrkFigures {
  requests: number;
  seconds: number;
  socketErrors: number;
  non2xx: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export interface WrkRun {
  base: string;
  paths: readonly string[];
  connections: number;
  seconds: number;
  threads?: number;
}

/** Installs wrk from Debian's packages when it is missing. */
export function ensureWrk(): void {
  ensureDebianPackage('/usr/bin/wrk', 'wrk');
}

/** Runs wrk and answers its figures; several runs may go at once (one per server process). */
export function wrk(run: WrkRun): Promise<WrkFigures> {
  const args = [
    `-t${run.threads ?? 1}`,
    `-c${run.connections}`,
    `-d${run.seconds}s`,
    '--timeout',
    '10s',
    '-s',
    join(ROOT, 'scripts/bench/paths.lua'),
    run.base,
  ];
  const child = spawn('wrk', args, { env: { ...process.env, BENCH_PATHS: run.paths.join('\n') } });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', () => {
      const line = stdout.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve(JSON.parse(line) as WrkFigures);
      else reject(new Error(`wrk gave no figures:\n${stdout}\n${stderr}`));
    });
  });
}

/** Several runs' figures as one: requests added, latency percentiles the worst of them. */
export function combined(runs: readonly WrkFigures[]): WrkFigures {
  const worst = (key: 'p50' | 'p95' | 'p99' | 'max') => Math.max(...runs.map((r) => r[key]));
  const sum = (key: 'requests' | 'socketErrors' | 'non2xx') => runs.reduce((n, r) => n + r[key], 0);
  return {
    requests: sum('requests'),
    seconds: Math.max(...runs.map((r) => r.seconds)),
    socketErrors: sum('socketErrors'),
    non2xx: sum('non2xx'),
    p50: worst('p50'),
    p95: worst('p95'),
    p99: worst('p99'),
    max: worst('max'),
  };
}
