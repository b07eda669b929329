/**
 * The checkout benchmark's rows, written straight into the database (it measures checkout, not sign-up
 * or cart building), and the integrity checks read back from it once every checkout has ended.
 */
import { sql } from 'kysely';
import type { Db } from '../../apps/api/src/db/connect.ts';
import { newId } from '../../apps/api/src/db/ids.ts';
import { hashPassword } from '../../apps/api/src/modules/auth/password.ts';
import { openSession } from '../../apps/api/src/modules/auth/sessions.service.ts';

/** Quantity of each product in one cart. */
export type CartContents = ReadonlyMap<string, number>;

export interface Customer {
  cartId: string;
  token: string;
}

/** Customers are inserted this many at a time: well under SQLite's limit on bound values. */
const CHUNK = 200;

async function inChunks<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/**
 * Products a customer can buy that have no variants (their stock is the product's own), in a stable
 * order so a seeded random pick gives the same carts on every run.
 */
export async function plainProducts(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.id', 'p.categoryId')
    .select('p.id')
    .where('p.isActive', '=', 1)
    .where('c.isActive', '=', 1)
    .where('p.inStock', '=', 1)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('productVariants as v').select('v.id').whereRef('v.productId', '=', 'p.id'))),
    )
    .orderBy('p.id')
    .execute();
  return rows.map((r) => r.id);
}

/** Sets the units on hand of each product, nothing held: the stock the oversold check compares with. */
export async function setStock(db: Db, stock: ReadonlyMap<string, number>): Promise<void> {
  for (const [id, units] of stock) {
    await db
      .updateTable('products')
      .set({ stockQuantity: units, stockReserved: 0, inStock: units > 0 ? 1 : 0 })
      .where('id', '=', id)
      .execute();
  }
}

/**
 * One customer per cart: a user row (one cheap password hash shared by all: nobody signs in), a cart
 * holding the given products, and a session token signed with the server's secret.
 */
export async function createCustomers(
  db: Db,
  scenario: string,
  carts: readonly CartContents[],
  jwtSecret: string,
): Promise<Customer[]> {
  const passwordHash = await hashPassword('bench-only-password', { N: 2 ** 10 });
  const rows = carts.map((contents, i) => ({ userId: newId(), cartId: newId(), contents, i }));
  await inChunks(rows, (chunk) =>
    db
      .insertInto('users')
      .values(
        chunk.map(({ userId, i }) => ({
          id: userId,
          email: `${scenario}-${i}@checkout-bench.test`,
          passwordHash,
          firstName: 'Bench',
          lastName: `Customer ${i}`,
          phone: null,
          dateOfBirth: null,
          gender: null,
          avatar: null,
          lastLoginAt: null,
        })),
      )
      .execute(),
  );
  await inChunks(rows, (chunk) =>
    db
      .insertInto('carts')
      .values(chunk.map(({ userId, cartId }) => ({ id: cartId, userId, sessionId: null, couponCode: null })))
      .execute(),
  );
  const items = rows.flatMap(({ cartId, contents }) =>
    [...contents].map(([productId, quantity]) => ({
      id: newId(),
      cartId,
      productId,
      variantId: null,
      quantity,
    })),
  );
  await inChunks(items, (chunk) => db.insertInto('cartItems').values(chunk).execute());
  return Promise.all(
    rows.map(async ({ userId, cartId }) => ({
      cartId,
      // A new user's token version is 0; the server refuses a token whose version differs.
      token: await openSession({ db, user: null, lang: 'en' }, { id: userId, tokenVersion: 0 }, jwtSecret),
    })),
  );
}

export interface Integrity {
  /** Units sold beyond the stock each product had when the scenario began. */
  oversold: number;
  /** Units on hand that do not add up: stock at start − units sold ≠ stock now (a lost update). */
  stockDrift: number;
  /** products or product_variants rows with stock_quantity < 0 or stock_reserved < 0. */
  negativeStock: number;
  /** Orders beyond one per paid payment (largest of the three readings below). */
  duplicates: number;
  /** Units still held (sum of stock_reserved) after every checkout ended. */
  unitsHeld: number;
  /** Payments that succeeded and were neither turned into an order nor refunded. */
  chargedWithoutOrder: number;
  details: {
    orders: number;
    /** Orders beyond the first of each customer (each has one cart, so at most one order). */
    extraOrdersPerCustomer: number;
    /** Orders no payment points at (a second order for a payment that recorded the first). */
    ordersWithoutPayment: number;
    /** Succeeded, not refunded payments. */
    paidPayments: number;
    reservationRows: number;
  };
}

const n = (value: number | string | bigint | null | undefined): number => Number(value ?? 0);

/** Reads the integrity figures of one scenario whose products began with `stockAtStart` units. */
export async function checkIntegrity(db: Db, stockAtStart: ReadonlyMap<string, number>): Promise<Integrity> {
  const sold = await db
    .selectFrom('orderItems')
    .select(['productId', (eb) => eb.fn.sum<number>('quantity').as('units')])
    .groupBy('productId')
    .execute();
  const soldOf = new Map(sold.map((r) => [r.productId ?? '', n(r.units)]));
  const now = await db.selectFrom('products').select(['id', 'stockQuantity']).execute();
  const nowOf = new Map(now.map((r) => [r.id, r.stockQuantity]));
  let oversold = 0;
  let stockDrift = 0;
  for (const [id, start] of stockAtStart) {
    const units = soldOf.get(id) ?? 0;
    oversold += Math.max(0, units - start);
    stockDrift += Math.abs(start - units - (nowOf.get(id) ?? 0));
  }

  const negative = (table: 'products' | 'productVariants') =>
    db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('rows'))
      .where((eb) => eb.or([eb('stockQuantity', '<', 0), eb('stockReserved', '<', 0)]))
      .executeTakeFirstOrThrow();
  const held = (table: 'products' | 'productVariants') =>
    db
      .selectFrom(table)
      .select((eb) => eb.fn.sum<number>('stockReserved').as('units'))
      .executeTakeFirstOrThrow();

  const orders = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const perCustomer = await db
    .selectFrom('orders')
    .select(sql<number>`count(*) - count(distinct user_id)`.as('extra'))
    .executeTakeFirstOrThrow();
  const unlinked = await db
    .selectFrom('orders as o')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('payments as p').select('p.id').whereRef('p.orderId', '=', 'o.id'))),
    )
    .executeTakeFirstOrThrow();
  const paid = await db
    .selectFrom('payments')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('status', '=', 'succeeded')
    .where('refundedCents', '=', 0)
    .executeTakeFirstOrThrow();
  const chargedWithoutOrder = await db
    .selectFrom('payments')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('status', '=', 'succeeded')
    .where('refundedCents', '=', 0)
    .where('orderId', 'is', null)
    .executeTakeFirstOrThrow();
  const reservations = await db
    .selectFrom('stockReservations')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();

  const details = {
    orders: n(orders.count),
    extraOrdersPerCustomer: n(perCustomer.extra),
    ordersWithoutPayment: n(unlinked.count),
    paidPayments: n(paid.count),
    reservationRows: n(reservations.count),
  };
  return {
    oversold,
    stockDrift,
    negativeStock: n((await negative('products')).rows) + n((await negative('productVariants')).rows),
    duplicates: Math.max(
      details.extraOrdersPerCustomer,
      details.ordersWithoutPayment,
      details.orders - details.paidPayments,
    ),
    unitsHeld: n((await held('products')).units) + n((await held('productVariants')).units),
    chargedWithoutOrder: n(chargedWithoutOrder.count),
    details,
  };
}
