import { computeTotals, type Totals } from '@store/shared/pricing';
import type { Selectable } from 'kysely';
import type { PromoCodesTable } from '../../db/types.ts';
import type { Ctx } from '../../lib/context.ts';
import { availableUnits, type CartLineRow, selectCartLines } from './cart-lines.query.ts';
import { type CouponProblem, couponDiscount, couponProblem, findPromoCode } from './coupon.service.ts';

/** A cart line as priced now, in cents. */
export interface PricedLine extends CartLineRow {
  unitPriceCents: number;
  lineTotalCents: number;
  /** What the shop can sell of this line now (0 when the product or its variant is gone). */
  available: number;
}

/** A cart priced from the database, every amount in integer cents. */
export interface PricedCart {
  cartId: string;
  lines: PricedLine[];
  couponCode: string | null;
  /** The applied code when it gives its discount now; null when there is none or it does not fit. */
  promo: Selectable<PromoCodesTable> | null;
  /** Why an applied code gives nothing now (below its minimum, expired…). */
  couponIssue: CouponProblem | null;
  totals: Totals;
}

/** What the cart's payments in progress hold, by product and variant. */
async function heldForCart(ctx: Ctx, cartId: string): Promise<Map<string, number>> {
  const rows = await ctx.db
    .selectFrom('stockReservations as r')
    .innerJoin('payments as p', 'p.id', 'r.paymentId')
    .select(['r.productId', 'r.variantId', 'r.quantity'])
    .where('p.cartId', '=', cartId)
    .where('p.orderId', 'is', null)
    .execute();
  const held = new Map<string, number>();
  for (const r of rows) {
    const key = `${r.productId}:${r.variantId ?? ''}`;
    held.set(key, (held.get(key) ?? 0) + r.quantity);
  }
  return held;
}

/** Cents of a line as priced now: the variant's price when one is chosen, else the product's. */
export function unitPriceCents(row: CartLineRow): number {
  return row.variantPriceCents ?? row.productPriceCents;
}

/**
 * The one pricing of a cart, used by the cart answer, the promo code, the payment intent and the order:
 * every line re-priced from the catalogue, the applied code re-checked, and the totals computed by the
 * shared pricing function. Dollars appear only when an answer is serialised.
 */
export async function priceCart(ctx: Ctx, cartId: string): Promise<PricedCart> {
  const [rows, cart, ownHolds] = await Promise.all([
    selectCartLines(ctx.db, cartId),
    ctx.db.selectFrom('carts').select('couponCode').where('id', '=', cartId).executeTakeFirstOrThrow(),
    heldForCart(ctx, cartId),
  ]);
  const lines = rows.map((row) => {
    const unit = unitPriceCents(row);
    // Units this cart's own checkout holds are still its to buy: they do not count against it.
    const own = ownHolds.get(`${row.productId}:${row.variantId ?? ''}`) ?? 0;
    const gone =
      row.productActive !== 1 ||
      row.categoryActive !== 1 ||
      (row.variantId !== null && row.variantActive !== 1);
    return {
      ...row,
      unitPriceCents: unit,
      lineTotalCents: unit * row.quantity,
      available: gone ? 0 : availableUnits(row) + own,
    };
  });
  const subtotalCents = computeTotals(lines).subtotal;
  let promo: Selectable<PromoCodesTable> | null = null;
  let couponIssue: CouponProblem | null = null;
  if (cart.couponCode) {
    const found = await findPromoCode(ctx.db, cart.couponCode);
    couponIssue = couponProblem(found, subtotalCents);
    if (found && !couponIssue) promo = found;
  }
  const discountCents = promo ? couponDiscount(promo, subtotalCents) : 0;
  return {
    cartId,
    lines,
    couponCode: cart.couponCode,
    promo,
    couponIssue,
    totals: computeTotals(lines, discountCents),
  };
}
