import { sql } from 'kysely';
import type { Ctx } from '../../lib/context.ts';

/** A stock row: the variant's when one is chosen, else the product's. */
export interface StockRow {
  productId: string;
  variantId: string | null;
}

/** What a change does to a row's shelf count and to the units held on it for payments. */
export interface StockChange {
  /** Units put on (positive: a restock) or taken off (negative: a sale) the shelf. */
  add?: number;
  /** The shelf's new count (the admin's stock field), instead of `add`. */
  set?: number;
  /** Units held for payments: more (a hold) or fewer (a release, or the held part of a sale). */
  hold?: number;
  /** A new hold: the row must be for sale (active; a product also marked in stock). */
  forSale?: boolean;
}

/**
 * The one way stock changes, for every caller (checkout holds and sales, restocks, the admin). Its guard
 * keeps what any change leaves sound: no count below zero, and never fewer units on the shelf than
 * payments hold, so no change can take units another payment holds. It is one UPDATE: on PostgreSQL a
 * racing change re-checks the guard against the row its predecessor left. A sale or restock also
 * marks a product in or out of stock by what is left. Answers false when the guard refused (nothing
 * changed), or when the row is gone.
 */
export async function changeStock(ctx: Ctx, row: StockRow, change: StockChange): Promise<boolean> {
  // Parenthesised: each is written into the guard below as one term.
  const quantity =
    change.set === undefined
      ? sql<number>`(stock_quantity + ${change.add ?? 0})`
      : sql<number>`(${change.set})`;
  const reserved = sql<number>`(stock_reserved + ${change.hold ?? 0})`;
  const sound = sql<boolean>`${quantity} - ${reserved} >= 0 and ${reserved} >= 0`;
  if (row.variantId) {
    const result = await ctx.db
      .updateTable('productVariants')
      .set({ stockQuantity: quantity, stockReserved: reserved })
      .where('id', '=', row.variantId)
      .where(sound)
      .$if(change.forSale === true, (q) => q.where('isActive', '=', 1))
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }
  const result = await ctx.db
    .updateTable('products')
    .set({
      stockQuantity: quantity,
      stockReserved: reserved,
      ...(change.add === undefined
        ? {}
        : { inStock: sql<0 | 1>`case when ${quantity} > 0 then 1 else 0 end` }),
    })
    .where('id', '=', row.productId)
    .where(sound)
    .$if(change.forSale === true, (q) => q.where('isActive', '=', 1).where('inStock', '=', 1))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
