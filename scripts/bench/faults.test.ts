import { describe, expect, it } from 'vitest';
import { TEST_DB } from '../../apps/api/src/test/test-app.ts';
import { runFaults } from './faults.ts';

/**
 * The suite's small crash run (npm run bench:faults is the full one): 60 shoppers on this suite's
 * database, the server killed 3 times while they shop, then the sweeps. No money, stock or e-mail may
 * drift.
 */
describe('killing the server mid-checkout', () => {
  it('loses no money, stock or e-mail once the sweeps have run', { timeout: 240_000 }, async () => {
    const report = await runFaults(TEST_DB, { shoppers: 60, kills: 3, sweep: true });
    expect(report.kills).toBe(3);
    expect(report.endings.failed).toBe(0);
    expect(report.endings.abandoned).toBeGreaterThan(0);
    expect(report.endings.refunded).toBeGreaterThan(0);
    expect(report.settled?.placed ?? 0).toBeGreaterThan(0);
    for (const [label, count] of Object.entries(report.drift)) expect(count, label).toBe(0);
  });
});
