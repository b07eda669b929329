/** The checkout benchmark's figures: one row per database and scenario, the table, the server's log. */
import { readFileSync, rmSync } from 'node:fs';
import type { Outcome } from './checkout-client.ts';
import type { Integrity } from './checkout-data.ts';
import type { DatabaseKind } from './harness.ts';

export interface Row extends Integrity {
  database: DatabaseKind;
  scenario: string;
  customers: number;
  concurrency: number;
  orders: number;
  refused: number;
  failed: number;
  wallSeconds: number;
  ordersPerSecond: number;
  confirmP50: number;
  confirmP95: number;
  checkoutP50: number;
  checkoutP95: number;
  /** CPU the server process used per order placed (null where /proc is not there to read it). */
  serverCpuMsPerOrder: number | null;
  /** CPU this process (the customers' HTTP client) used per order placed. */
  clientCpuMsPerOrder: number;
  /** The machine's 1-minute load average as the scenario began (other work shares the cores). */
  loadBefore: number;
  /** Up to five distinct failures, as "step: detail ×count". */
  failures: string[];
  expectationsMet: boolean;
}

export const integrityHolds = (r: Integrity): boolean =>
  r.oversold === 0 &&
  r.stockDrift === 0 &&
  r.negativeStock === 0 &&
  r.duplicates === 0 &&
  r.unitsHeld === 0 &&
  r.chargedWithoutOrder === 0;

/** Orders placed, refusals, failures (grouped by what failed) of one scenario's checkouts. */
export function summarise(outcomes: readonly Outcome[]) {
  const placed = outcomes.flatMap((o) => (o.kind === 'placed' ? [o] : []));
  const failures = new Map<string, number>();
  for (const o of outcomes) {
    if (o.kind !== 'failed') continue;
    const what = `${o.step}: ${o.detail}`;
    failures.set(what, (failures.get(what) ?? 0) + 1);
  }
  return {
    placed,
    refused: outcomes.filter((o) => o.kind === 'refused').length,
    failed: outcomes.filter((o) => o.kind === 'failed').length,
    failures: [...failures].slice(0, 5).map(([what, count]) => `${what} ×${count}`),
  };
}

const COLUMNS: [string, (r: Row) => string][] = [
  ['database', (r) => r.database],
  ['scenario', (r) => r.scenario],
  ['orders', (r) => String(r.orders)],
  ['wall s', (r) => r.wallSeconds.toFixed(2)],
  ['orders/s', (r) => r.ordersPerSecond.toFixed(1)],
  ['confirm p50', (r) => r.confirmP50.toFixed(0)],
  ['confirm p95', (r) => r.confirmP95.toFixed(0)],
  ['checkout p50', (r) => r.checkoutP50.toFixed(0)],
  ['checkout p95', (r) => r.checkoutP95.toFixed(0)],
  ['refused', (r) => String(r.refused)],
  ['failed', (r) => String(r.failed)],
  ['oversold', (r) => String(r.oversold)],
  ['negative', (r) => String(r.negativeStock)],
  ['duplicates', (r) => String(r.duplicates)],
  ['held', (r) => String(r.unitsHeld)],
  ['drift', (r) => String(r.stockDrift)],
  ['unrefunded', (r) => String(r.chargedWithoutOrder)],
];

export function printTable(rows: readonly Row[]): void {
  const cells = rows.map((r) => COLUMNS.map(([, cell]) => cell(r)));
  const widths = COLUMNS.map(([title], i) => Math.max(title.length, ...cells.map((c) => c[i]!.length)));
  const line = (values: readonly string[]) =>
    values.map((v, i) => (i < 2 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join('  ');
  console.log(`\n${line(COLUMNS.map(([title]) => title))}`);
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const c of cells) console.log(line(c));
  console.log(
    [
      '',
      'Times in ms, over the checkouts that placed an order; confirm is POST /api/payment/confirm, checkout',
      'is intent + test card + confirm. refused: 409 at the intent. failed: any other answer or error.',
      'oversold: units sold beyond the stock there was. negative: stock rows below 0. duplicates: orders',
      'beyond one per paid payment. held: units still reserved. drift: stock at start − sold ≠ stock now.',
      'unrefunded: payments that succeeded without an order and were not refunded.',
    ].join('\n'),
  );
}

/**
 * Counts the server's log lines by level (pino writes JSON lines; the start-up banner on the same
 * stdout is skipped), and removes the file when nothing was logged.
 */
export function summariseServerLog(file: string): void {
  let lines: string[] = [];
  try {
    lines = readFileSync(file, 'utf8')
      .split('\n')
      .filter((l) => l.startsWith('{'));
  } catch {
    // The server never started: no file.
  }
  if (lines.length === 0) {
    rmSync(file, { force: true });
    return;
  }
  const names: Record<string, string> = { '30': 'info', '40': 'warn', '50': 'error', '60': 'fatal' };
  const levels = new Map<string, number>();
  for (const l of lines) {
    const level = /"level":(\d+)/.exec(l)?.[1] ?? '?';
    const name = names[level] ?? `level ${level}`;
    levels.set(name, (levels.get(name) ?? 0) + 1);
  }
  const counts = [...levels].map(([name, count]) => `${count} ${name}`).join(', ');
  console.log(`The server logged ${counts}: ${file}`);
}
