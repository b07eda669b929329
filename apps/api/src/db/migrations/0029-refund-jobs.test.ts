import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrder } from '../../modules/admin/orders/admin-orders.fixtures.ts';
import { openShop, type Samples } from '../../test/shoppers.ts';
import { down, up } from './0029-refund-jobs.ts';

let app: FastifyInstance;
let s: Samples;
beforeAll(async () => {
  ({ app, s } = await openShop());
});
afterAll(async () => app?.close());

/** The payments' columns as they were before the migration, read with raw SQL (the types have moved on). */
const before = (id: string) =>
  sql<{ status: string; refundAttempts: number; refundId: string | null }>`
    select status, refund_attempts, refund_id from payments where id = ${id}`
    .execute(app.db)
    .then(({ rows }) => rows[0]);

describe('migration 0029: refunds become jobs, payments tell where their money stands', () => {
  it('turns an owed refund into a pending job with its tries, and a refunded payment into refunded', async () => {
    const owedOrder = await placeOrder(app, s);
    const doneOrder = await placeOrder(app, s);
    const paymentOf = (orderId: string) =>
      app.db
        .selectFrom('payments')
        .select(['id', 'amountCents'])
        .where('orderId', '=', orderId)
        .executeTakeFirstOrThrow();
    const owed = await paymentOf(owedOrder.id);
    const done = await paymentOf(doneOrder.id);
    const product = await app.db.selectFrom('products').select('id').executeTakeFirstOrThrow();

    const untyped = app.db as unknown as Kysely<unknown>;
    await down(untyped);
    // As the store before it left them: one refund refused four times, one taken; and a hold, which
    // the rebuild of the payments table must keep.
    await sql`update orders set status = 'cancelled' where id in (${owedOrder.id}, ${doneOrder.id})`.execute(
      app.db,
    );
    await sql`update payments set refund_attempts = 4, refund_retry_at = ${'2026-01-02T03:04:05.000Z'},
      last_error = 'card closed' where id = ${owed.id}`.execute(app.db);
    await sql`update payments set refunded_cents = amount_cents, refund_id = 're_1' where id = ${done.id}`.execute(
      app.db,
    );
    await sql`insert into stock_reservations (id, payment_id, product_id, quantity)
      values ('hold-kept', ${owed.id}, ${product.id}, 1)`.execute(app.db);
    expect(await before(owed.id)).toMatchObject({ status: 'succeeded', refundAttempts: 4 });

    await up(untyped);
    const payments = await app.db
      .selectFrom('payments')
      .select(['id', 'status', 'refundedCents'])
      .where('id', 'in', [owed.id, done.id])
      .execute();
    expect(Object.fromEntries(payments.map((p) => [p.id, p.status]))).toEqual({
      [owed.id]: 'refund_pending',
      [done.id]: 'refunded',
    });
    const jobs = await app.db.selectFrom('refunds').selectAll().where('paymentId', '=', owed.id).execute();
    expect(jobs).toEqual([
      expect.objectContaining({
        orderId: owedOrder.id,
        amountCents: owed.amountCents,
        reason: 'cancelled',
        status: 'pending',
        attempts: 4,
        lastError: 'card closed',
        // The key the store's earlier tries used: the provider must see the same refund.
        idempotencyKey: `refund-${owed.id}`,
      }),
    ]);
    expect(new Date(jobs[0]!.nextAttemptAt).toISOString()).toBe('2026-01-02T03:04:05.000Z');
    expect(
      await app.db.selectFrom('refunds').select('id').where('paymentId', '=', done.id).execute(),
    ).toEqual([]);

    const hold = await app.db
      .selectFrom('stockReservations')
      .select('paymentId')
      .where('id', '=', 'hold-kept')
      .executeTakeFirst();
    expect(hold).toEqual({ paymentId: owed.id });
    // The rebuilt table keeps its constraints: one payment per intent, and only the machine's statuses.
    await expect(
      app.db
        .updateTable('payments')
        .set({ status: 'lost' as 'failed' })
        .where('id', '=', owed.id)
        .execute(),
    ).rejects.toThrow();
    const intent = await app.db
      .selectFrom('payments')
      .select('providerIntentId')
      .where('id', '=', done.id)
      .executeTakeFirstOrThrow();
    await expect(
      app.db
        .updateTable('payments')
        .set({ providerIntentId: intent.providerIntentId })
        .where('id', '=', owed.id)
        .execute(),
    ).rejects.toThrow();
    await sql`delete from stock_reservations where id = 'hold-kept'`.execute(app.db);
  });
});
