import type { ShippingMethod } from '@store/shared/constants';
import { computeTotals, type Totals } from '@store/shared/pricing';
import type { Selectable } from 'kysely';
import type { PromoCodesTable } from '../../db/types.ts';
import type { Ctx } from '../../lib/context.ts';
import { availableUnits, type CartLineRow, cartLinesQuery } from './cart-lines.query.ts';
import {
  type CouponProblem,
  couponDiscount,
  couponProblem,
  findPromoCode,
  customerUse,
} from './coupon.service.ts';

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
  /** The method shipping is priced for: standard for the cart, the shopper's choice at checkout. */
  shippingMethod: ShippingMethod;
  totals: Totals;
}

/**
 * The cart's lines, each with what the cart's own payments in progress hold of it and the cart's
 * applied code, in one statement: pricing runs on every cart answer and twice per checkout, and each
 * round trip to the database counts. An empty cart has no rows to carry the code: it is read alone.
 */
async function linesWithHoldsAndCode(ctx: Ctx, cartId: string) {
  const rows = await cartLinesQuery(ctx.db, cartId)
    .select((eb) => [
      eb.selectFrom('carts').select('couponCode').where('id', '=', cartId).as('couponCode'),
      eb
        .selectFrom('stockReservations as r')
        .innerJoin('payments as pay', 'pay.id', 'r.paymentId')
        .select((sub) => sub.fn.sum<number>('r.quantity').as('held'))
        .where('pay.cartId', '=', cartId)
        .where('pay.orderId', 'is', null)
        .whereRef('r.productId', '=', 'i.productId')
        .where((w) =>
          w.or([
            w.and([w('r.variantId', 'is', null), w('i.variantId', 'is', null)]),
            w('r.variantId', '=', w.ref('i.variantId')),
          ]),
        )
        .as('ownHeld'),
    ])
    .execute();
  const couponCode =
    rows.length > 0
      ? (rows[0]?.couponCode ?? null)
      : ((await ctx.db.selectFrom('carts').select('couponCode').where('id', '=', cartId).executeTakeFirst())
          ?.couponCode ?? null);
  return { rows, couponCode };
}

/** Cents of a line as priced now: the variant's price when one is chosen, else the product's. */
export function unitPriceCents(row: CartLineRow): number {
  return row.variantPriceCents ?? row.productPriceCents;
}

/**
 * The one pricing of a cart, used by the cart answer, the promo code, the payment intent and the order:
 * every line re-priced from the catalogue, the applied code re-checked, and the totals computed by the
 * shared pricing function, shipping by the method's rate. Dollars appear only when an answer is serialised.
 */
export async function priceCart(
  ctx: Ctx,
  cartId: string,
  shippingMethod: ShippingMethod = 'standard',
): Promise<PricedCart> {
  const { rows, couponCode } = await linesWithHoldsAndCode(ctx, cartId);
  const lines = rows.map(({ couponCode: _code, ownHeld, ...row }) => {
    const unit = unitPriceCents(row);
    // Units this cart's own checkout holds are still its to buy: they do not count against it.
    const own = Number(ownHeld ?? 0);
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
  if (couponCode) {
    const found = await findPromoCode(ctx.db, couponCode);
    const use = found ? await customerUse(ctx.db, found, cartId) : 'free';
    couponIssue = couponProblem(found, subtotalCents, use);
    if (found && !couponIssue) promo = found;
  }
  const discountCents = promo ? couponDiscount(promo, subtotalCents) : 0;
  return {
    cartId,
    lines,
    couponCode,
    promo,
    couponIssue,
    shippingMethod,
    totals: computeTotals(lines, discountCents, shippingMethod),
  };
}
