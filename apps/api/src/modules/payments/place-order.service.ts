import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { Selectable } from 'kysely';
import { needsRowLocks, nowIso } from '../../db/dialect.ts';
import { newId } from '../../db/ids.ts';
import type { PaymentsTable } from '../../db/types.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/context.ts';
import { pick } from '../../lib/i18n.ts';
import { type PricedCart, priceCart, type PricedLine } from '../cart/cart-pricing.service.ts';
import { variantOptions } from '../cart/cart-lines.query.ts';
import { enqueueEmail } from '../email/outbox.service.ts';
import { toOrder } from '../orders/order-mapper.ts';
import { appendTimeline, transition } from '../orders/order-state-machine.ts';
import { contentsHash } from './payment-contents.ts';
import type { Order } from '@store/shared/schemas/orders';
import type { ProviderIntent } from './payment-provider.ts';
import { inLockOrder, releaseHold } from './stock-holds.service.ts';

type Payment = Selectable<PaymentsTable>;

const ORDER_NUMBER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** ORD-YYYYMMDD-XXXXXX (storefront §3), the suffix random from an alphabet without 0/O and 1/I. */
export function newOrderNumber(now = new Date()): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  let suffix = '';
  for (let i = 0; i < 6; i += 1) suffix += ORDER_NUMBER_ALPHABET[randomInt(ORDER_NUMBER_ALPHABET.length)];
  return `ORD-${day}-${suffix}`;
}

/** The order this payment already became (a second confirm, a replayed webhook): nothing more to do. */
export class AlreadyPlaced extends Error {
  constructor(readonly orderId: string) {
    super('order already placed');
  }
}

const cartChanged = () =>
  new AppError(409, 'PAYMENT_MISMATCH', 'Your cart changed after the payment was made');

/** Takes the line's units out of stock; never below zero, and never into units another payment holds. */
async function takeFromStock(ctx: Ctx, line: PricedLine): Promise<boolean> {
  const enough = sql<boolean>`stock_quantity - stock_reserved >= ${line.quantity}`;
  const result = line.variantId
    ? await ctx.db
        .updateTable('productVariants')
        .set({ stockQuantity: sql<number>`stock_quantity - ${line.quantity}` })
        .where('id', '=', line.variantId)
        .where(enough)
        .executeTakeFirst()
    : await ctx.db
        .updateTable('products')
        .set({
          stockQuantity: sql<number>`stock_quantity - ${line.quantity}`,
          inStock: sql<0 | 1>`case when stock_quantity - ${line.quantity} > 0 then 1 else 0 end`,
        })
        .where('id', '=', line.productId)
        .where(enough)
        .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Counts one use of the order's promo code, within its limit. */
async function countCodeUse(ctx: Ctx, priced: PricedCart): Promise<void> {
  if (!priced.promo) return;
  const counted = await ctx.db
    .updateTable('promoCodes')
    .set({ usedCount: sql<number>`used_count + 1` })
    .where('code', '=', priced.promo.code)
    .where((eb) => eb.or([eb('usageLimit', 'is', null), eb('usedCount', '<', eb.ref('usageLimit'))]))
    .executeTakeFirst();
  if (counted.numUpdatedRows === 0n) {
    throw new AppError(409, 'COUPON_EXHAUSTED', 'This promo code has reached its usage limit');
  }
}

/**
 * Places the order a succeeded payment paid for, in the caller's one transaction: the order and a
 * snapshot of each line, stock taken (never below zero), the payment's hold released, the code's use
 * counted, the cart emptied, the payment recorded with brand and last four digits, the timeline, and
 * the confirmation e-mail in the outbox (it exists if and only if the order does).
 * The payment row is locked first, so parallel confirms of one payment (or a confirm racing its
 * webhook) place one order: the others find it placed.
 */
export async function placeOrder(ctx: Ctx, paymentId: string, intent: ProviderIntent): Promise<Order> {
  // Rows are locked in the order create-payment-intent takes them: the cart, then the payment, then
  // stock; the same rows in another order could deadlock a confirm with a renewed checkout.
  const cart = await ctx.db
    .selectFrom('payments')
    .select('cartId')
    .where('id', '=', paymentId)
    .executeTakeFirst();
  if (cart?.cartId) {
    await ctx.db.updateTable('carts').set({ updatedAt: nowIso() }).where('id', '=', cart.cartId).execute();
  }
  const payment: Payment | undefined = await ctx.db
    .selectFrom('payments')
    .selectAll()
    .where('id', '=', paymentId)
    .$if(needsRowLocks(ctx.db), (q) => q.forUpdate())
    .executeTakeFirst();
  if (!payment) throw new AppError(404, 'PAYMENT_NOT_FOUND', 'Payment not found');
  if (payment.orderId) throw new AlreadyPlaced(payment.orderId);
  if (!payment.cartId || !payment.userId) throw cartChanged();

  const priced = await priceCart(ctx, payment.cartId);
  if (
    priced.lines.length === 0 ||
    contentsHash(priced) !== payment.contentsHash ||
    priced.totals.total !== intent.amountCents
  ) {
    throw cartChanged();
  }
  await releaseHold(ctx, payment.id);
  for (const line of inLockOrder(priced.lines)) {
    if (!(await takeFromStock(ctx, line))) {
      const name = pick(ctx.lang, line.nameEn, line.nameFr);
      throw new AppError(409, 'OUT_OF_STOCK', `${name} sold out while you were paying`, { name });
    }
  }
  await countCodeUse(ctx, priced);

  const user = await ctx.db
    .selectFrom('users')
    .select('email')
    .where('id', '=', payment.userId)
    .executeTakeFirstOrThrow();
  const orderId = newId();
  const now = nowIso();
  const card = { cardBrand: intent.card?.brand ?? null, cardLastFour: intent.card?.last4 ?? null };
  await ctx.db
    .insertInto('orders')
    .values({
      id: orderId,
      orderNumber: newOrderNumber(),
      userId: payment.userId,
      email: user.email,
      status: 'pending',
      currency: 'USD',
      subtotalCents: priced.totals.subtotal,
      discountCents: priced.totals.discount,
      taxCents: priced.totals.tax,
      shippingCents: priced.totals.shipping,
      totalCents: priced.totals.total,
      couponCode: priced.promo?.code ?? null,
      shippingAddress: payment.shippingAddress ?? '{}',
      billingAddress: payment.billingAddress ?? payment.shippingAddress ?? '{}',
      paymentMethod: 'card',
      paymentStatus: 'succeeded',
      ...card,
      trackingNumber: null,
      carrier: null,
      estimatedDelivery: null,
      cancelReason: null,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  await ctx.db
    .insertInto('orderItems')
    .values(
      priced.lines.map((line, position) => ({
        id: newId(),
        orderId,
        productId: line.productId,
        variantId: line.variantId,
        sku: null,
        name: pick(ctx.lang, line.nameEn, line.nameFr),
        image: line.image,
        unitPriceCents: line.unitPriceCents,
        lineTotalCents: line.lineTotalCents,
        quantity: line.quantity,
        selectedOptions: JSON.stringify(line.variantId ? variantOptions(line) : {}),
        position,
      })),
    )
    .execute();
  await appendTimeline(ctx, orderId, 'pending', 'Order placed', now);
  await transition(ctx, orderId, 'confirmed', { note: 'Payment received' });

  await ctx.db.deleteFrom('cartItems').where('cartId', '=', payment.cartId).execute();
  await ctx.db
    .updateTable('carts')
    .set({ couponCode: null, updatedAt: now })
    .where('id', '=', payment.cartId)
    .execute();
  await ctx.db
    .updateTable('payments')
    .set({ orderId, status: 'succeeded', ...card, reservedUntil: null, lastError: null, updatedAt: now })
    .where('id', '=', payment.id)
    .execute();
  const placed = await ctx.db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const order = await toOrder(ctx, placed);
  await enqueueEmail(ctx, { kind: 'order_confirmation', to: user.email, lang: ctx.lang, order });
  return order;
}
