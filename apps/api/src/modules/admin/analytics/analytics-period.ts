import type { AnalyticsPeriod, AnalyticsRange } from '@store/shared/schemas/admin-analytics';

const DAY_MS = 86_400_000;
const DAYS: Record<Exclude<AnalyticsRange, '12m'>, number> = { '7d': 7, '30d': 30, '90d': 90 };
const MONTHS = 12;

/** A range as the queries use it: where it starts, and every bucket it shows (empty ones included). */
export interface Period extends AnalyticsPeriod {
  /** Day keys ('2026-11-25') or month keys ('2026-11'), oldest first, the current one last. */
  buckets: string[];
}

/**
 * The UTC days (or, for 12m, months) of a range, ending with the current one: '7d' is today and the
 * six days before, '12m' this month and the eleven before.
 */
export function periodOf(range: AnalyticsRange, now = new Date()): Period {
  const to = now.toISOString();
  if (range === '12m') {
    const year = now.getUTCFullYear();
    const month = now.getUTCMonth();
    const buckets = Array.from({ length: MONTHS }, (_, i) =>
      new Date(Date.UTC(year, month - (MONTHS - 1) + i, 1)).toISOString().slice(0, 7),
    );
    const from = new Date(Date.UTC(year, month - (MONTHS - 1), 1)).toISOString();
    return { range, interval: 'month', from, to, buckets };
  }
  const days = DAYS[range];
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const first = today - (days - 1) * DAY_MS;
  const buckets = Array.from({ length: days }, (_, i) =>
    new Date(first + i * DAY_MS).toISOString().slice(0, 10),
  );
  return { range, interval: 'day', from: new Date(first).toISOString(), to, buckets };
}

/** One point per bucket from grouped rows; `point` gets undefined for a bucket without a row. */
export function fillBuckets<Row extends { bucket: string }, Point>(
  period: Period,
  rows: readonly Row[],
  point: (bucket: string, row: Row | undefined) => Point,
): Point[] {
  const byBucket = new Map(rows.map((row) => [row.bucket, row]));
  return period.buckets.map((bucket) => point(bucket, byBucket.get(bucket)));
}

/** The period as the answers publish it (without the bucket list, which the series show). */
export function publicPeriod({ buckets: _buckets, ...period }: Period): AnalyticsPeriod {
  return period;
}
