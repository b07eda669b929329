/**
 * The catalogue benchmark's targets (issue 19) and its table: each scenario's figures beside the
 * bare-Fastify ceiling of the same run, and whether each target is met.
 */
import type { WrkFigures } from './wrk.ts';

export type Scenario =
  'category' | 'product' | 'featured' | 'categories' | 'recommendations' | 'search' | 'suggestions';

export interface Target {
  connections: number;
  /** Highest p99 (or p95 where `percentile` says so) under load, ms. */
  latencyMs: number;
  percentile: 'p95' | 'p99';
  /** Lowest share of the ceiling's throughput, where the issue sets one. */
  ceilingShare?: number;
  /** Lowest requests per second, where the issue sets one (search, on SQLite). */
  minRps?: { database: 'sqlite'; rps: number };
  /** Highest median time of one request on its own, ms. */
  singleMs?: number;
}

/**
 * The event loop may be held up at most this long by any read: checked while requests come one at a
 * time, so the longest delay is the longest any single read held the loop, over two identical passes
 * (the lower of the two, so that one stall of the machine is not taken for a read). Under load the
 * delay also counts every other request's work done in the same turn of the loop, so it is shown, not
 * checked.
 */
export const EVENT_LOOP_MAX_MS = 10;

export const TARGETS: Record<Scenario, Target> = {
  category: { connections: 50, latencyMs: 20, percentile: 'p99', ceilingShare: 0.1, singleMs: 2 },
  product: { connections: 50, latencyMs: 20, percentile: 'p99', ceilingShare: 0.25, singleMs: 2 },
  featured: { connections: 50, latencyMs: 20, percentile: 'p99', ceilingShare: 0.25, singleMs: 2 },
  categories: { connections: 50, latencyMs: 20, percentile: 'p99', singleMs: 2 },
  recommendations: { connections: 50, latencyMs: 20, percentile: 'p99', singleMs: 2 },
  search: {
    connections: 10,
    latencyMs: 50,
    percentile: 'p95',
    minRps: { database: 'sqlite', rps: 300 },
    singleMs: 5,
  },
  suggestions: { connections: 10, latencyMs: 15, percentile: 'p95' },
};

export interface Row {
  database: string;
  processes: number;
  scenario: Scenario | 'ceiling';
  figures: WrkFigures;
  rps: number;
  /** Median of one request at a time, ms. */
  singleMs: number | null;
  /**
   * The longest the event loop was held up while requests came one at a time, ms: the lower of two
   * identical passes' longest (loopPassesMs).
   */
  loopOneMs: number | null;
  loopPassesMs: readonly [number, number] | null;
  /** The longest the event loop was held up under load, ms. */
  loopMaxMs: number | null;
}

/** Whether each target of a row is met (✓) or not (✗), in words for the table. */
export function verdict(row: Row, ceilingRps: number): string {
  if (row.scenario === 'ceiling') return 'ceiling';
  const target = TARGETS[row.scenario];
  const checks: string[] = [];
  const mark = (ok: boolean, text: string) => checks.push(`${ok ? '✓' : '✗'} ${text}`);
  mark(row.figures[target.percentile] < target.latencyMs, `${target.percentile}<${target.latencyMs}`);
  if (target.ceilingShare !== undefined) {
    mark(row.rps >= target.ceilingShare * ceilingRps, `≥${target.ceilingShare * 100}% ceiling`);
  }
  if (target.minRps && row.database === target.minRps.database) {
    mark(row.rps >= target.minRps.rps, `≥${target.minRps.rps}/s`);
  }
  if (target.singleMs !== undefined && row.singleMs !== null) {
    mark(row.singleMs < target.singleMs, `one<${target.singleMs}ms`);
  }
  if (row.loopOneMs !== null) mark(row.loopOneMs <= EVENT_LOOP_MAX_MS, `loop≤${EVENT_LOOP_MAX_MS}ms`);
  if (row.figures.non2xx + row.figures.socketErrors > 0) mark(false, 'errors');
  return checks.join(' ');
}

const pad = (text: string | number, width: number) => String(text).padStart(width);

/** The results as a table, one line per scenario, the ceiling of the same run for comparison. */
export function table(rows: readonly Row[]): string {
  const lines = [
    'database  procs  scenario         conns    req/s  %ceil    p50    p95    p99  one(ms)  loop one/load(ms)  targets',
  ];
  for (const database of new Set(rows.map((r) => r.database))) {
    const ofDb = rows.filter((r) => r.database === database);
    const ceiling = ofDb.find((r) => r.scenario === 'ceiling')?.rps ?? Number.NaN;
    for (const row of ofDb) {
      const f = row.figures;
      lines.push(
        [
          row.database.padEnd(8),
          pad(row.processes, 6),
          ` ${row.scenario.padEnd(15)}`,
          pad(
            row.scenario === 'ceiling' ? TARGETS.product.connections : TARGETS[row.scenario].connections,
            6,
          ),
          pad(row.rps.toFixed(0), 8),
          pad(`${((100 * row.rps) / ceiling).toFixed(1)}%`, 6),
          pad(f.p50.toFixed(1), 6),
          pad(f.p95.toFixed(1), 6),
          pad(f.p99.toFixed(1), 6),
          pad(row.singleMs === null ? '' : row.singleMs.toFixed(2), 8),
          pad(row.loopOneMs === null ? '' : row.loopOneMs.toFixed(1), 9),
          pad(row.loopMaxMs === null ? '' : row.loopMaxMs.toFixed(1), 8),
          `  ${verdict(row, ceiling)}`,
        ].join(' '),
      );
    }
  }
  return lines.join('\n');
}
