import { describe, expect, it } from 'vitest';
import { fillBuckets, periodOf } from './analytics-period.ts';

describe('periodOf', () => {
  const now = new Date('2026-01-15T08:30:00.000Z');

  it('ends with today and starts at midnight UTC of the first day', () => {
    const week = periodOf('7d', now);
    expect(week).toMatchObject({ interval: 'day', from: '2026-01-09T00:00:00.000Z', to: now.toISOString() });
    expect(week.buckets).toEqual([
      '2026-01-09',
      '2026-01-10',
      '2026-01-11',
      '2026-01-12',
      '2026-01-13',
      '2026-01-14',
      '2026-01-15',
    ]);
    expect(periodOf('30d', now).buckets[0]).toBe('2025-12-17');
    expect(periodOf('90d', now).buckets).toHaveLength(90);
  });

  it('counts 12 months back across the new year, this month last', () => {
    const year = periodOf('12m', now);
    expect(year.interval).toBe('month');
    expect(year.from).toBe('2025-02-01T00:00:00.000Z');
    expect(year.buckets[0]).toBe('2025-02');
    expect(year.buckets.at(-1)).toBe('2026-01');
    expect(year.buckets).toHaveLength(12);
  });

  it('fills the buckets without a row', () => {
    const period = periodOf('7d', now);
    const points = fillBuckets(period, [{ bucket: '2026-01-12', n: 3 }], (date, row) => ({
      date,
      n: row?.n ?? 0,
    }));
    expect(points.map((p) => p.n)).toEqual([0, 0, 0, 3, 0, 0, 0]);
  });
});
