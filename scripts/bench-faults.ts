/**
 * `npm run bench:faults`: no crash loses a customer's money. The real server runs as a child process
 * while 200 shoppers check out with the test provider, some of them leaving right after paying; the
 * server is killed with SIGKILL at random moments, at least KILLS times, and started again each time.
 * A shopper whose call finds the server gone tries again, as one would. Then the shop's own sweeps run
 * (holds released, unsettled payments settled, owed refunds retried), and the database is checked:
 *
 * - every succeeded payment has exactly one order or one full refund;
 * - no order exists without a succeeded payment;
 * - stock is the initial stock less the units sold;
 * - no hold is left;
 * - every order has its confirmation e-mail exactly once in the outbox;
 * - what was charged less what was refunded is what the orders total.
 *
 * Prints each count (all must be 0) and exits 1 on any drift. Options: --db sqlite|postgres|both
 * (default both), --shoppers N (default 200), --no-sweep (checks without the sweeps: what a crash
 * would leave behind without them, so the checks are seen to find it).
 */
import { parseArgs } from 'node:util';
import { createRng } from '../apps/api/src/db/seed/prng.ts';
import { createDb, type Db } from '../apps/api/src/db/connect.ts';
import { EventBus } from '../apps/api/src/lib/events.ts';
import type { Ctx } from '../apps/api/src/lib/context.ts';
import { releaseExpiredHolds } from '../apps/api/src/modules/inventory/index.ts';
import { retryOwedRefunds } from '../apps/api/src/modules/orders/refund-retries.ts';
import { reconcilePayments } from '../apps/api/src/modules/payments/reconcile-payments.ts';
import { TestPaymentProvider } from '../apps/api/src/modules/payments/test-provider.ts';
import { ADDRESS, CARDS } from '../apps/api/src/test/checkout.ts';
import {
  BENCH_JWT_SECRET,
  databasesOf,
  type DatabaseKind,
  dropDatabase,
  OUT,
  positiveArg,
  prepare,
  stamp,
  startServer,
  type StoreProcess,
} from './bench/harness.ts';
import { createCustomers, type Customer, plainProducts, setStock } from './bench/checkout-data.ts';
import { join } from 'node:path';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    shoppers: { type: 'string', default: '200' },
    'no-sweep': { type: 'boolean', default: false },
  },
});
const SHOPPERS = positiveArg('shoppers', args.shoppers);
const CONCURRENCY = 4;
/** Kills during the run, at least. */
const KILLS = 5;
/** A live server is killed after a random time between these (ms). */
const UPTIME_MS = [250, 900] as const;
/** Shoppers who close the tab right after paying. */
const ABANDON_SHARE = 0.15;
/** Units of each product: fewer than the carts ask in all, so some checkouts meet a sold-out product. */
const STOCK = 40;
const RUN = stamp();

/** The server of the moment: killed and replaced during the run, on a new port each time. */
let server: StoreProcess;
/** Kills so far, every one while shoppers were checking out. */
let kills = 0;

async function call(path: string, body: object, token?: string): Promise<{ status: number; json: unknown }> {
  // Tried again while the server is down (killed, or starting again), as a shopper presses again.
  for (let attempt = 0; ; attempt += 1) {
    try {
      const res = await fetch(`${server.base}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
      const json: unknown = await res.json().catch(() => null);
      if (res.status < 500) return { status: res.status, json };
      if (attempt > 40) return { status: res.status, json };
    } catch (error) {
      if (attempt > 40) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

interface Shopper extends Customer {
  abandons: boolean;
}

type Ending = 'placed' | 'refused' | 'refunded' | 'abandoned' | 'failed';

async function shop(shopper: Shopper): Promise<Ending> {
  const intent = await call(
    '/api/payment/create-payment-intent',
    { cartId: shopper.cartId, shippingAddress: ADDRESS, billingAddress: ADDRESS },
    shopper.token,
  );
  if (intent.status === 409) return 'refused';
  if (intent.status !== 200) return 'failed';
  const { paymentIntentId, clientSecret } = intent.json as { paymentIntentId: string; clientSecret: string };
  const card = { number: CARDS.succeeds, expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' };
  const paid = await call('/api/payment/test/confirm', { paymentIntentId, clientSecret, card });
  if (paid.status !== 200) return 'failed';
  if (shopper.abandons) return 'abandoned';
  const order = await call(
    '/api/payment/confirm',
    { paymentIntentId, cartId: shopper.cartId },
    shopper.token,
  );
  if (order.status === 200) return 'placed';
  return order.status === 409 ? 'refunded' : 'failed';
}

/** Resolves once `ready` holds, looking every 20 ms. */
async function until(ready: () => boolean): Promise<void> {
  while (!ready()) await new Promise((resolve) => setTimeout(resolve, 20));
}

/**
 * Kills the server while the shoppers check out: KILLS times spread over the run (each at a random
 * point of its share of the shoppers, whatever their calls are doing then), then at random moments
 * until they are done.
 */
async function killer(url: string, finished: () => number, rng: ReturnType<typeof createRng>): Promise<void> {
  const share = SHOPPERS / (KILLS + 1);
  for (let kill = 0; finished() < SHOPPERS; kill += 1) {
    if (kill < KILLS) {
      const at = Math.floor(share * kill + rng.int(Math.ceil(share / 2), Math.floor(share)));
      await until(() => finished() >= at);
    } else {
      await new Promise((resolve) => setTimeout(resolve, rng.int(UPTIME_MS[0], UPTIME_MS[1])));
    }
    if (finished() >= SHOPPERS) break;
    const exited = new Promise((resolve) => server.child.once('exit', resolve));
    server.child.kill('SIGKILL');
    await exited;
    kills += 1;
    server = await startServer(url, { log: join(OUT, `faults-${RUN}-server.log`) });
  }
}

/** The shop's own sweeps, as a later minute of any process would run them; answers what they settled. */
async function sweep(db: Db): Promise<{ placed: number; refunded: number }> {
  const ctx: Ctx = { db, user: null, lang: 'en' };
  const log = { error: (details: object, message: string) => console.log(`  sweep: ${message}`, details) };
  const deps = { provider: new TestPaymentProvider(db), events: new EventBus(), log };
  const later = new Date(Date.now() + 60 * 60_000);
  await releaseExpiredHolds(ctx, later.toISOString());
  const settled = { placed: 0, refunded: 0 };
  // Each pass a day apart, so every payment is due again; a pass looks at twenty.
  for (let pass = 0; pass < Math.ceil(SHOPPERS / 10) + 5; pass += 1) {
    const report = await reconcilePayments(ctx, deps, new Date(later.getTime() + pass * 24 * 60 * 60_000));
    settled.placed += report.placed;
    settled.refunded += report.refunded;
  }
  settled.refunded += await retryOwedRefunds(ctx, deps, new Date(later.getTime() + 30 * 24 * 60 * 60_000));
  return settled;
}

async function scalar(db: Db, query: string): Promise<number> {
  const { sql } = await import('kysely');
  const row = (await sql<{ n: number | string | null }>`${sql.raw(query)}`.execute(db)).rows[0];
  return Number(row?.n ?? 0);
}

/** The drift counts: each must be 0. */
async function drift(db: Db, stock: ReadonlyMap<string, number>): Promise<Record<string, number>> {
  const succeeded = `select p.* from payments p join test_payment_intents i on i.id = p.provider_intent_id
    where i.status = 'succeeded'`;
  const units = await db
    .selectFrom('products as p')
    .leftJoin('orderItems as oi', 'oi.productId', 'p.id')
    .select([
      'p.id',
      'p.stockQuantity',
      (eb) => eb.fn.coalesce(eb.fn.sum<number>('oi.quantity'), eb.lit(0)).as('sold'),
    ])
    .where('p.id', 'in', [...stock.keys()])
    .groupBy(['p.id', 'p.stockQuantity'])
    .execute();
  return {
    'succeeded payments with neither one order nor one full refund': await scalar(
      db,
      `select count(*) as n from (${succeeded}) p where (p.order_id is null) = (p.refunded_cents < p.amount_cents)`,
    ),
    'orders without a succeeded payment': await scalar(
      db,
      `select count(*) as n from orders o where not exists (select 1 from (${succeeded}) p where p.order_id = o.id)`,
    ),
    'products whose stock is not the initial stock less the units sold': units.filter(
      (row) => row.stockQuantity !== (stock.get(row.id) ?? 0) - Number(row.sold),
    ).length,
    'holds left': await scalar(db, 'select count(*) as n from stock_reservations'),
    'units still held': await scalar(db, 'select coalesce(sum(stock_reserved), 0) as n from products'),
    'orders without exactly one confirmation e-mail': await scalar(
      db,
      `select count(*) as n from orders o where (select count(*) from email_outbox e
         where e.kind = 'order_confirmation' and e.payload like '%' || o.order_number || '%') <> 1`,
    ),
    'cents charged less refunded, beyond the orders total': Math.abs(
      (await scalar(
        db,
        `select coalesce(sum(amount_cents - refunded_cents), 0) as n from (${succeeded}) p`,
      )) - (await scalar(db, 'select coalesce(sum(total_cents), 0) as n from orders')),
    ),
  };
}

async function run(database: DatabaseKind): Promise<boolean> {
  const name = `faults_${RUN.toLowerCase().replace(/[^a-z0-9]/g, '_')}`;
  const { url, db } = await prepare(database, name);
  const rng = createRng(`bench-faults-${database}`);
  const products = (await plainProducts(db)).slice(0, 6);
  const stock = new Map(products.map((id) => [id, STOCK]));
  await setStock(db, stock);
  const carts = Array.from({ length: SHOPPERS }, () => new Map([[rng.pick(products), rng.int(1, 2)]]));
  const customers = await createCustomers(db, 'faults', carts, BENCH_JWT_SECRET);
  const shoppers = customers.map((c) => ({ ...c, abandons: rng.next() < ABANDON_SHARE }));
  await db.destroy();

  kills = 0;
  server = await startServer(url, { log: join(OUT, `faults-${RUN}-server.log`) });
  const endings: Ending[] = [];
  const chaos = killer(url, () => endings.length, rng);
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < shoppers.length) endings.push(await shop(shoppers[next++]!));
    }),
  );
  await chaos;
  server.child.kill('SIGKILL');

  const check = createDb({ url });
  try {
    const settled = args['no-sweep'] ? null : await sweep(check);
    const counts = await drift(check, stock);
    const tally = (ending: Ending) => endings.filter((e) => e === ending).length;
    console.log(
      `\n${database}: ${SHOPPERS} shoppers, ${kills} kills while they shopped; placed ${tally('placed')}, refused ${tally('refused')}, ` +
        `refunded ${tally('refunded')}, abandoned after paying ${tally('abandoned')}, failed ${tally('failed')}; ` +
        (settled ? `the sweep placed ${settled.placed} and refunded ${settled.refunded}` : 'no sweep'),
    );
    for (const [label, count] of Object.entries(counts))
      console.log(`  ${String(count).padStart(5)}  ${label}`);
    if (kills < KILLS) console.log(`  fewer than ${KILLS} kills: the shoppers were done first`);
    return Object.values(counts).every((count) => count === 0) && kills >= KILLS;
  } finally {
    await check.destroy();
    await dropDatabase(database, name);
  }
}

let ok = true;
for (const database of databasesOf(args.db)) ok = (await run(database)) && ok;
console.log(ok ? '\nNo drift.' : '\nDRIFT: a crash lost or doubled money, stock or e-mail.');
process.exit(ok ? 0 : 1);
