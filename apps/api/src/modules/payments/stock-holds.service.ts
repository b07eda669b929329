import { CHECKOUT_HOLD_MINUTES } from '@store/shared/constants';
import { sql } from 'kysely';
import { nowIso } from '../../db/dialect.ts';
import { newId } from '../../db/ids.ts';
import { AppError } from '../../lib/app-error.ts';
import { type Ctx, withTransaction } from '../../lib/context.ts';
import { pick } from '../../lib/i18n.ts';
import type { PricedLine } from '../cart/cart-pricing.service.ts';

/**
 * Stock held for a payment in progress. Products and variants count what is held (stock_reserved);
 * each held line is listed under its payment so it is released exactly once. Holding and releasing
 * are single guarded UPDATEs, so shoppers racing for the last units can never together hold more than
 * there is: on PostgreSQL each UPDATE re-checks its guard against the row its predecessor left.
 */

export const holdEnd = (from = Date.now()): string =>
  new Date(from + CHECKOUT_HOLD_MINUTES * 60_000).toISOString();

/**
 * Stock rows are always locked in the same order (product, then variant): two checkouts of the same
 * products in another order would otherwise each wait for the other's row, a deadlock.
 */
export function inLockOrder<T extends { productId: string; variantId: string | null }>(
  lines: readonly T[],
): T[] {
  const key = (l: T) => `${l.productId}:${l.variantId ?? ''}`;
  return [...lines].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

/** Releases everything held for a payment (nothing when it holds nothing, or was released already). */
export async function releaseHold(ctx: Ctx, paymentId: string): Promise<void> {
  const released = await ctx.db
    .deleteFrom('stockReservations')
    .where('paymentId', '=', paymentId)
    .returning(['productId', 'variantId', 'quantity'])
    .execute();
  for (const line of inLockOrder(released)) {
    const counter = sql<number>`stock_reserved - ${line.quantity}`;
    if (line.variantId) {
      await ctx.db
        .updateTable('productVariants')
        .set({ stockReserved: counter })
        .where('id', '=', line.variantId)
        .execute();
    } else {
      await ctx.db
        .updateTable('products')
        .set({ stockReserved: counter })
        .where('id', '=', line.productId)
        .execute();
    }
  }
}

function shortage(line: PricedLine, lang: Ctx['lang']): AppError {
  const name = pick(lang, line.nameEn, line.nameFr);
  const left = Math.max(0, line.available);
  if (left === 0) {
    return new AppError(409, 'OUT_OF_STOCK', `${name} is out of stock`, { name });
  }
  return new AppError(409, 'INSUFFICIENT_STOCK', `Only ${left} left in stock of ${name}`, {
    name,
    available: left,
  });
}

/**
 * Holds the cart's lines for a payment, replacing what it held before (run it in a transaction: a
 * shortage on any line undoes the whole hold).
 */
export async function holdStock(ctx: Ctx, paymentId: string, lines: readonly PricedLine[]): Promise<void> {
  await releaseHold(ctx, paymentId);
  for (const line of inLockOrder(lines)) {
    const held = line.variantId
      ? await ctx.db
          .updateTable('productVariants')
          .set({ stockReserved: sql<number>`stock_reserved + ${line.quantity}` })
          .where('id', '=', line.variantId)
          .where('isActive', '=', 1)
          .where(sql<boolean>`stock_quantity - stock_reserved >= ${line.quantity}`)
          .executeTakeFirst()
      : await ctx.db
          .updateTable('products')
          .set({ stockReserved: sql<number>`stock_reserved + ${line.quantity}` })
          .where('id', '=', line.productId)
          .where('isActive', '=', 1)
          .where('inStock', '=', 1)
          .where(sql<boolean>`stock_quantity - stock_reserved >= ${line.quantity}`)
          .executeTakeFirst();
    if (held.numUpdatedRows === 0n || line.productActive !== 1 || line.categoryActive !== 1) {
      throw shortage(line, ctx.lang);
    }
    await ctx.db
      .insertInto('stockReservations')
      .values({
        id: newId(),
        paymentId,
        productId: line.productId,
        variantId: line.variantId,
        quantity: line.quantity,
        createdAt: nowIso(),
      })
      .execute();
  }
}

/**
 * Ends the holds whose time is up (payments that never became orders). A job edge: called on a timer
 * and before new holds are taken, each payment's release in its own small transaction.
 */
export async function releaseExpiredHolds(ctx: Ctx, now = nowIso()): Promise<number> {
  const expired = await ctx.db
    .selectFrom('payments')
    .select('id')
    .where('reservedUntil', '<', now)
    .where('orderId', 'is', null)
    .execute();
  for (const { id } of expired) {
    await withTransaction(ctx, async (trx) => {
      await releaseHold(trx, id);
      await trx.db.updateTable('payments').set({ reservedUntil: null }).where('id', '=', id).execute();
    });
  }
  return expired.length;
}
