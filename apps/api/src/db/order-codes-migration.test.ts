import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';
import { down, up } from './migrations/0013-order-codes.ts';

/**
 * A shop upgrading keeps its order history readable in French: the sentences the shop itself wrote
 * before (0013) become codes, while a person's own words stay as they were.
 */

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ seed: false });
});
afterAll(async () => app?.close());

it("turns the shop's own timeline sentences and the standard cancel reason into codes", async () => {
  const db = app.db;
  // Migrations are written against an untyped database, as they run before the types hold.
  const untyped = db as unknown as Kysely<unknown>;
  await down(untyped);
  const now = new Date().toISOString();
  await sql`insert into orders (id, order_number, email, status, subtotal_cents, discount_cents, tax_cents,
      shipping_cents, total_cents, shipping_address, billing_address, payment_status, cancel_reason,
      created_at, updated_at)
    values ('o1', 'ORD-1', 'a@example.com', 'cancelled', 100, 0, 10, 999, 1109, '{}', '{}', 'succeeded',
      'Cancelled by customer', ${now}, ${now}),
      ('o2', 'ORD-2', 'b@example.com', 'cancelled', 100, 0, 10, 999, 1109, '{}', '{}', 'succeeded',
      'Out of stock at the supplier', ${now}, ${now})`.execute(untyped);
  const events = [
    ['e1', 'pending', 'Order placed'],
    ['e2', 'confirmed', 'Payment received'],
    ['e3', 'cancelled', 'Cancelled by customer'],
    ['e4', 'processing', 'Packed by Anna'],
  ];
  for (const [id, status, note] of events) {
    await sql`insert into order_events (id, order_id, status, note, created_at)
      values (${id}, 'o1', ${status}, ${note}, ${now})`.execute(untyped);
  }
  await up(untyped);

  const rows = await db.selectFrom('orderEvents').select(['id', 'note', 'code']).orderBy('id').execute();
  expect(rows).toEqual([
    { id: 'e1', note: null, code: 'order_placed' },
    { id: 'e2', note: null, code: 'payment_received' },
    { id: 'e3', note: null, code: 'cancelled_by_customer' },
    { id: 'e4', note: 'Packed by Anna', code: null },
  ]);
  const orders = await db
    .selectFrom('orders')
    .select(['id', 'cancelReason', 'cancelReasonCode'])
    .orderBy('id')
    .execute();
  expect(orders).toEqual([
    { id: 'o1', cancelReason: null, cancelReasonCode: 'cancelled_by_customer' },
    { id: 'o2', cancelReason: 'Out of stock at the supplier', cancelReasonCode: null },
  ]);
});
