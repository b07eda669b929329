/**
 * `npm run bench:faults`: no crash loses a customer's money (scripts/bench/faults.ts). On each
 * database, 200 shoppers check out with the test provider, some leaving right after paying, some
 * changing their cart after paying (their payment is refunded, not placed), while the server is killed with SIGKILL at least 5 times and started again; then the shop's sweeps run and
 * the database is checked:
 *
 * - every succeeded payment has exactly one order or one full refund;
 * - no order exists without a succeeded payment;
 * - stock is the initial stock less the units sold;
 * - no hold is left, and no refund is still pending;
 * - every payment's status agrees with its money (refunded when all went back, refund_pending while a
 *   refund job is pending);
 * - every order has its confirmation e-mail exactly once in the outbox;
 * - what was charged less what was refunded is what the orders total.
 *
 * Prints each count (all must be 0) and exits 1 on any drift. Options: --db sqlite|postgres|both
 * (default both), --shoppers N (default 200), --no-sweep (checks without the sweeps: what a crash
 * would leave behind without them, so the checks are seen to find it).
 */
import { parseArgs } from 'node:util';
import { runFaults } from './bench/faults.ts';
import { databasesOf, positiveArg } from './bench/harness.ts';

const KILLS = 5;

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    shoppers: { type: 'string', default: '200' },
    'no-sweep': { type: 'boolean', default: false },
  },
});
const shoppers = positiveArg('shoppers', args.shoppers);

let ok = true;
for (const database of databasesOf(args.db)) {
  const report = await runFaults(database, { shoppers, kills: KILLS, sweep: !args['no-sweep'] });
  const { endings, settled } = report;
  console.log(
    `\n${database}: ${shoppers} shoppers, ${report.kills} kills while they shopped; placed ${endings.placed}, ` +
      `refused ${endings.refused}, refunded ${endings.refunded}, abandoned after paying ${endings.abandoned}, ` +
      `failed ${endings.failed}; ` +
      (settled ? `the sweep placed ${settled.placed} and refunded ${settled.refunded}` : 'no sweep'),
  );
  for (const [label, count] of Object.entries(report.drift))
    console.log(`  ${String(count).padStart(5)}  ${label}`);
  if (report.kills < KILLS) console.log(`  fewer than ${KILLS} kills: the shoppers were done first`);
  ok = ok && report.kills >= KILLS && Object.values(report.drift).every((count) => count === 0);
}
console.log(ok ? '\nNo drift.' : '\nDRIFT: a crash lost or doubled money, stock or e-mail.');
process.exit(ok ? 0 : 1);
