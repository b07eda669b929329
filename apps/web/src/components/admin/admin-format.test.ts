import { describe, expect, it } from 'vitest';
import { formatAdminDate, formatAdminTime } from './admin-format.ts';

describe('admin dates', () => {
  // A local time, so the test reads the same in every time zone.
  const afternoon = new Date(2026, 10, 25, 14, 5).toISOString();

  it('writes a day as a US date, and a moment within it with its time', () => {
    expect(formatAdminDate(afternoon)).toBe('11/25/2026');
    expect(formatAdminTime(afternoon)).toMatch(/^11\/25\/2026, 2:05\sPM$/);
  });

  it('leaves an unreadable timestamp as it came', () => {
    expect(formatAdminDate('soon')).toBe('soon');
    expect(formatAdminTime('soon')).toBe('soon');
  });
});
