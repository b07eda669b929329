import { CHECKOUT_HOLD_MINUTES } from '@store/shared/constants';
import { nowIso } from '../../db/dialect.ts';
import { newId } from '../../db/ids.ts';
import { AppError } from '../../lib/app-error.ts';
import { type Ctx, withTransaction } from '../../lib/context.ts';
import { pick } from '../../lib/i18n.ts';
import type { PricedLine } from '../cart/index.ts';
import { changeStock, type StockRow } from './stock-change.ts';

/**
 * Stock held for a payment in progress. Products and variants count what is held (stock_reserved);
 * each held line is listed under its payment so it is released exactly once. Holding, releasing and
 * selling are each one guarded change (changeStock), so shoppers racing for the last units can never
 * together hold or buy more than there is.
 */

export const holdEnd = (from = Date.now()): string =>
  new Date(from + CHECKOUT_HOLD_MINUTES * 60_000).toISOString();

/** A held or bought line's stock row: the variant's when one is chosen, else the product's. */
const stockKey = (line: StockRow) => `${line.productId}:${line.variantId ?? ''}`;

/**
 * Stock rows are always locked in the same order (product, then variant): two checkouts of the same
 * products in another order would otherwise each wait for the other's row, a deadlock.
 */
export function inLockOrder<T extends StockRow>(lines: readonly T[]): T[] {
  return [...lines].sort((a, b) => (stockKey(a) < stockKey(b) ? -1 : stockKey(a) > stockKey(b) ? 1 : 0));
}

type StockLine = StockRow & { quantity: number };

/** Gives back units held on one stock row. */
async function unhold(ctx: Ctx, line: StockLine): Promise<void> {
  await changeStock(ctx, line, { hold: -line.quantity });
}

/** Ends a payment's hold: deletes its listed lines and answers them. */
function endHold(ctx: Ctx, paymentId: string): Promise<StockLine[]> {
  return ctx.db
    .deleteFrom('stockReservations')
    .where('paymentId', '=', paymentId)
    .returning(['productId', 'variantId', 'quantity'])
    .execute();
}

/** Releases everything held for a payment (nothing when it holds nothing, or was released already). */
export async function releaseHold(ctx: Ctx, paymentId: string): Promise<void> {
  for (const line of inLockOrder(await endHold(ctx, paymentId))) await unhold(ctx, line);
}

/**
 * Sells one stock row's units and frees what the payment held of it, in one change: enough once the
 * payment's own held units count as free again.
 */
function sell(ctx: Ctx, line: StockLine, held: number): Promise<boolean> {
  return changeStock(ctx, line, { add: -line.quantity, hold: -held });
}

/**
 * Turns a payment's hold into a sale (run it in the order's transaction): each line's units leave the
 * stock and the hold together, one UPDATE a line instead of a release and a take. Answers the first
 * line that could not be taken (the caller must then undo the transaction), or null. Held rows that no
 * line buys any more are released.
 */
export async function takeHeldStock<T extends StockLine>(
  ctx: Ctx,
  paymentId: string,
  lines: readonly T[],
): Promise<T | null> {
  const held = await endHold(ctx, paymentId);
  const heldOf = (line: StockLine) =>
    held.filter((h) => stockKey(h) === stockKey(line)).reduce((sum, h) => sum + h.quantity, 0);
  const bought = new Set(lines.map(stockKey));
  const unsold = held.filter((h) => !bought.has(stockKey(h)));
  const sales = [...lines.map((line) => ({ ...line, line })), ...unsold.map((h) => ({ ...h, line: null }))];
  for (const sale of inLockOrder(sales)) {
    if (!sale.line) await unhold(ctx, sale);
    else if (!(await sell(ctx, sale.line, heldOf(sale.line)))) return sale.line;
  }
  return null;
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
 * Holds the cart's lines for a payment (run it in a transaction: a shortage on any line undoes the
 * whole hold). `replacing`: the payment held stock before (a renewed checkout), released first.
 */
export async function holdStock(
  ctx: Ctx,
  paymentId: string,
  lines: readonly PricedLine[],
  { replacing }: { replacing: boolean },
): Promise<void> {
  if (replacing) await releaseHold(ctx, paymentId);
  for (const line of inLockOrder(lines)) {
    const held = await changeStock(ctx, line, { hold: line.quantity, forSale: true });
    if (!held || line.productActive !== 1 || line.categoryActive !== 1) throw shortage(line, ctx.lang);
  }
  const createdAt = nowIso();
  await ctx.db
    .insertInto('stockReservations')
    .values(
      lines.map((line) => ({
        id: newId(),
        paymentId,
        productId: line.productId,
        variantId: line.variantId,
        quantity: line.quantity,
        createdAt,
      })),
    )
    .execute();
}

/** True for the refusal of a hold: the stock the cart asks for is not free. */
export function isShortage(error: unknown): boolean {
  return error instanceof AppError && (error.code === 'OUT_OF_STOCK' || error.code === 'INSUFFICIENT_STOCK');
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
