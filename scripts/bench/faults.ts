/**
 * The crash test behind `npm run bench:faults` and its smaller run in the test suite: the real server
 * runs as a child process while shoppers check out with the test provider, some leaving right after
 * paying; it is killed with SIGKILL several times, each at a random point of its share of the run, and
 * started again, and a shopper whose call finds it gone tries again. Then the shop's sweeps run and
 * the database is checked; every drift count must be 0.
 */
import { join } from 'node:path';
import { sql } from 'kysely';
import { createRng } from '../../apps/api/src/seed/prng.ts';
import { createDb, type Db } from '../../apps/api/src/db/connect.ts';
import { EventBus } from '../../apps/api/src/lib/events.ts';
import type { Ctx } from '../../apps/api/src/lib/context.ts';
import { releaseExpiredHolds } from '../../apps/api/src/modules/inventory/index.ts';
import { reconcilePayments } from '../../apps/api/src/modules/checkout/reconcile-payments.ts';
import { runDueRefunds } from '../../apps/api/src/modules/checkout/refund-worker.ts';
import { TestPaymentProvider } from '../../apps/api/src/modules/payments/test-provider.ts';
import { ADDRESS, CARDS } from '../../apps/api/src/test/checkout.ts';
import { createCustomers, type Customer, plainProducts, setStock } from './checkout-data.ts';
import {
  BENCH_JWT_SECRET,
  type DatabaseKind,
  dropDatabase,
  OUT,
  prepare,
  stamp,
  startServer,
  type StoreProcess,
} from './harness.ts';

export interface FaultOptions {
  shoppers: number;
  /** Kills, spread over the run. */
  kills: number;
  /** False: check without the sweeps, to see what a crash leaves behind without them. */
  sweep: boolean;
}

export type Ending = 'placed' | 'refused' | 'refunded' | 'abandoned' | 'failed';

export interface FaultReport {
  kills: number;
  endings: Record<Ending, number>;
  /** What the sweeps settled: orders placed and payments refunded; null when they did not run. */
  settled: { placed: number; refunded: number } | null;
  /** Each must be 0. */
  drift: Record<string, number>;
}

const CONCURRENCY = 4;
/** Shoppers who close the tab right after paying. */
const ABANDON_SHARE = 0.15;
/**
 * Shoppers who, once they have paid, add a unit in another tab: the payment no longer matches the
 * cart, so it is refunded instead of placed, by their own confirmation or, when they leave too, by
 * the reconciliation.
 */
const CHANGE_SHARE = 0.15;
/** Units of each product: fewer than the carts ask in all, so some checkouts meet a sold-out product. */
const STOCK = 40;
/** A shopper tries a call again this many times, a quarter second apart, while the server is away. */
const TRIES = 40;

interface Shopper extends Customer {
  abandons: boolean;
  /** The product to add a unit of after paying; null: the cart stays as it was paid. */
  changes: string | null;
}

/** The server of the moment, killed and replaced during a run (on a new port each time). */
interface Store {
  current: StoreProcess;
}

async function call(
  store: Store,
  path: string,
  body: object,
  token?: string,
): Promise<{ status: number; json: unknown }> {
  // Tried again while the server is down (killed, or starting again), as a shopper presses again.
  for (let attempt = 0; ; attempt += 1) {
    try {
      const res = await fetch(`${store.current.base}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
      const json: unknown = await res.json().catch(() => null);
      if (res.status < 500 || attempt >= TRIES) return { status: res.status, json };
    } catch (error) {
      if (attempt >= TRIES) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function shop(store: Store, shopper: Shopper): Promise<Ending> {
  const intent = await call(
    store,
    '/api/payment/create-payment-intent',
    { cartId: shopper.cartId, shippingAddress: ADDRESS, billingAddress: ADDRESS },
    shopper.token,
  );
  if (intent.status === 409) return 'refused';
  if (intent.status !== 200) return 'failed';
  const { paymentIntentId, clientSecret } = intent.json as { paymentIntentId: string; clientSecret: string };
  const card = { number: CARDS.succeeds, expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' };
  const paid = await call(store, '/api/payment/test/confirm', { paymentIntentId, clientSecret, card });
  if (paid.status !== 200) return 'failed';
  if (shopper.changes) {
    const added = await call(
      store,
      '/api/cart/add',
      { productId: shopper.changes, quantity: 1 },
      shopper.token,
    );
    if (added.status >= 500) return 'failed';
  }
  if (shopper.abandons) return 'abandoned';
  const order = await call(
    store,
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
 * Kills the server `kills` times while the shoppers check out, each at a random point of its share of
 * them (whatever their calls are doing then), and starts it again. Answers the kills made.
 */
async function killer(
  store: Store,
  restart: () => Promise<StoreProcess>,
  options: FaultOptions,
  finished: () => number,
  rng: ReturnType<typeof createRng>,
): Promise<number> {
  const share = options.shoppers / (options.kills + 1);
  let kills = 0;
  while (kills < options.kills) {
    const at = Math.floor(share * kills + rng.int(Math.ceil(share / 2), Math.floor(share)));
    await until(() => finished() >= at);
    if (finished() >= options.shoppers) break;
    const exited = new Promise((resolve) => store.current.child.once('exit', resolve));
    store.current.child.kill('SIGKILL');
    await exited;
    kills += 1;
    store.current = await restart();
  }
  return kills;
}

/** The shop's own sweeps, as a later minute of any process would run them; answers what they settled. */
async function sweep(db: Db, shoppers: number): Promise<{ placed: number; refunded: number }> {
  const ctx: Ctx = { db, user: null, lang: 'en' };
  const log = { error: (details: object, message: string) => console.log(`  sweep: ${message}`, details) };
  const deps = { provider: new TestPaymentProvider(db), events: new EventBus(), log };
  const later = new Date(Date.now() + 60 * 60_000);
  await releaseExpiredHolds(ctx, later.toISOString());
  const settled = { placed: 0, refunded: 0 };
  const DAY_MS = 24 * 60 * 60_000;
  // Each pass a day apart, so every payment is due again; a pass looks at twenty.
  for (let pass = 0; pass < Math.ceil(shoppers / 10) + 5; pass += 1) {
    const report = await reconcilePayments(ctx, deps, new Date(later.getTime() + pass * DAY_MS));
    settled.placed += report.placed;
    settled.refunded += report.refunded;
  }
  // The refund worker, until no refund is left due (a pass takes twenty).
  for (let taken = -1; taken !== 0;) {
    taken = await runDueRefunds(ctx, deps, new Date(later.getTime() + 30 * DAY_MS));
    settled.refunded += taken;
  }
  return settled;
}

async function scalar(db: Db, query: string): Promise<number> {
  const row = (await sql<{ n: number | string | null }>`${sql.raw(query)}`.execute(db)).rows[0];
  return Number(row?.n ?? 0);
}

/** The drift counts: each must be 0. */
async function driftOf(db: Db, stock: ReadonlyMap<string, number>): Promise<Record<string, number>> {
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
    'refunds still pending': await scalar(db, "select count(*) as n from refunds where status = 'pending'"),
    'payments whose status disagrees with their money': await scalar(
      db,
      `select count(*) as n from payments where (status = 'refunded') <> (refunded_cents > 0 and
        refunded_cents = amount_cents) or (status = 'refund_pending') <> exists (select 1 from refunds r
        where r.payment_id = payments.id and r.status = 'pending')`,
    ),
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

/** One crash run on a fresh database of the kind, dropped afterwards. */
export async function runFaults(database: DatabaseKind, options: FaultOptions): Promise<FaultReport> {
  const run = stamp();
  const name = `faults_${run.toLowerCase().replace(/[^a-z0-9]/g, '_')}`;
  const { url, db } = await prepare(database, name);
  try {
    const rng = createRng(`bench-faults-${database}`);
    const products = (await plainProducts(db)).slice(0, 6);
    const stock = new Map(products.map((id) => [id, STOCK]));
    await setStock(db, stock);
    const carts = Array.from(
      { length: options.shoppers },
      () => new Map([[rng.pick(products), rng.int(1, 2)]]),
    );
    const customers = await createCustomers(db, 'faults', carts, BENCH_JWT_SECRET);
    const shoppers = customers.map((c, i) => ({
      ...c,
      abandons: rng.next() < ABANDON_SHARE,
      changes: rng.next() < CHANGE_SHARE ? ([...(carts[i]?.keys() ?? [])][0] ?? null) : null,
    }));
    await db.destroy();

    const restart = () => startServer(url, { log: join(OUT, `faults-${run}-server.log`) });
    const store: Store = { current: await restart() };
    const endings: Ending[] = [];
    const chaos = killer(store, restart, options, () => endings.length, rng);
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < shoppers.length) endings.push(await shop(store, shoppers[next++]!));
      }),
    );
    const kills = await chaos;
    store.current.child.kill('SIGKILL');

    const check = createDb({ url });
    try {
      const settled = options.sweep ? await sweep(check, options.shoppers) : null;
      const tally = (ending: Ending) => endings.filter((e) => e === ending).length;
      return {
        kills,
        endings: {
          placed: tally('placed'),
          refused: tally('refused'),
          refunded: tally('refunded'),
          abandoned: tally('abandoned'),
          failed: tally('failed'),
        },
        settled,
        drift: await driftOf(check, stock),
      };
    } finally {
      await check.destroy();
    }
  } finally {
    await dropDatabase(database, name);
  }
}
