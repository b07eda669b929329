import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import { needsRowLocks, nowIso } from '../../db/dialect.ts';
import { newId } from '../../db/ids.ts';
import { AppError } from '../../lib/app-error.ts';
import { accessExpiry, newAccessKey } from '../../lib/order-link.ts';
import type { Ctx } from '../../lib/context.ts';
import { pick } from '../../lib/i18n.ts';
import { type PricedCart, priceCart, variantOptions } from '../cart/index.ts';
import { enqueueEmail } from '../email/index.ts';
import { estimatedDelivery, mapOrders, openPaidOrder, PAID_ORDER_STATUS } from '../orders/index.ts';
import { contentsHash } from './payment-contents.ts';
import type { Order } from '@store/shared/schemas/orders';
import { MONEY_BACK_PAYMENT, type ProviderIntent, updatePayment } from '../payments/index.ts';
import { AlreadyRefunded } from './refund-unplaced.workflow.ts';
import { takeHeldStock } from '../inventory/index.ts';

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
 * A once-per-customer code's use by this customer, keyed by code and customer: a second order of the
 * same customer with it (another checkout racing this one) meets the key, and is refused (its payment
 * then refunded, like any refusal after the charge).
 */
async function recordCustomerUse(
  ctx: Ctx,
  priced: PricedCart,
  userId: string,
  orderId: string,
): Promise<void> {
  if (!priced.promo || priced.promo.oncePerCustomer !== 1) return;
  const recorded = await ctx.db
    .insertInto('promoCodeCustomers')
    .values({ promoCodeId: priced.promo.id, userId, orderId })
    .onConflict((oc) => oc.columns(['promoCodeId', 'userId']).doNothing())
    .executeTakeFirst();
  if (!recorded.numInsertedOrUpdatedRows) {
    throw new AppError(
      409,
      'COUPON_ALREADY_USED',
      'You have already used this promo code: it can be used once per customer',
    );
  }
}

/**
 * Places the order a succeeded payment paid for, in the caller's one transaction: the order and a
 * snapshot of each line, stock taken (never below zero), the payment's hold released, the code's use
 * counted (and the customer's, for a once-per-customer code), the cart emptied, the payment recorded with brand and last four digits, the timeline, and
 * the confirmation e-mail in the outbox (it exists if and only if the order does).
 * The payment row is locked first, so parallel confirms of one payment (or a confirm racing its
 * webhook) place one order: the others find it placed.
 */
export async function placeOrder(ctx: Ctx, paymentId: string, intent: ProviderIntent): Promise<Order> {
  // Rows are locked in the order create-payment-intent takes them: the cart, then the payment, then
  // stock; the same rows in another order could deadlock a confirm with a renewed checkout.
  await ctx.db
    .updateTable('carts')
    .set({ updatedAt: nowIso() })
    .where('id', '=', (eb) => eb.selectFrom('payments').select('cartId').where('id', '=', paymentId))
    .execute();
  const payment = await ctx.db
    .selectFrom('payments')
    .selectAll()
    .select((eb) =>
      eb.selectFrom('users').select('email').whereRef('users.id', '=', 'payments.userId').as('accountEmail'),
    )
    .where('id', '=', paymentId)
    .$if(needsRowLocks(ctx.db), (q) => q.forUpdate())
    .executeTakeFirst();
  if (!payment) throw new AppError(404, 'PAYMENT_NOT_FOUND', 'Payment not found');
  if (payment.orderId) throw new AlreadyPlaced(payment.orderId);
  if (MONEY_BACK_PAYMENT.includes(payment.status)) throw new AlreadyRefunded();
  // A customer's order goes to the account's e-mail; a guest's to the one given at checkout.
  const email = payment.userId ? payment.accountEmail : payment.email;
  if (!payment.cartId || !email) throw cartChanged();

  const priced = await priceCart(ctx, payment.cartId, payment.shippingMethod);
  if (
    priced.lines.length === 0 ||
    contentsHash(priced) !== payment.contentsHash ||
    priced.totals.total !== intent.amountCents
  ) {
    throw cartChanged();
  }
  const short = await takeHeldStock(ctx, payment.id, priced.lines);
  if (short) {
    const name = pick(ctx.lang, short.nameEn, short.nameFr);
    throw new AppError(409, 'OUT_OF_STOCK', `${name} sold out while you were paying`, { name });
  }
  await countCodeUse(ctx, priced);

  const now = nowIso();
  const guest = payment.userId === null;
  const card = { cardBrand: intent.card?.brand ?? null, cardLastFour: intent.card?.last4 ?? null };
  const order = {
    id: newId(),
    orderNumber: newOrderNumber(),
    userId: payment.userId,
    email,
    status: PAID_ORDER_STATUS,
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
    paymentStatus: 'succeeded' as const,
    ...card,
    trackingNumber: null,
    carrier: null,
    shippingMethod: payment.shippingMethod,
    estimatedDelivery: estimatedDelivery(now, payment.shippingMethod),
    cancelReason: null,
    cancelReasonCode: null,
    // A guest's order opens by its private link (lib/order-link.ts) for 90 days.
    accessKey: guest ? newAccessKey() : null,
    accessExpiresAt: guest ? accessExpiry(new Date(now)) : null,
    lang: ctx.lang,
    createdAt: now,
    updatedAt: now,
  };
  const items = priced.lines.map((line, position) => ({
    id: newId(),
    orderId: order.id,
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
  }));
  await ctx.db.insertInto('orders').values(order).execute();
  if (payment.userId) await recordCustomerUse(ctx, priced, payment.userId, order.id);
  await ctx.db.insertInto('orderItems').values(items).execute();
  const timeline = await openPaidOrder(ctx, order.id, items, now);

  await ctx.db.deleteFrom('cartItems').where('cartId', '=', payment.cartId).execute();
  await ctx.db
    .updateTable('carts')
    .set({ couponCode: null, updatedAt: now })
    .where('id', '=', payment.cartId)
    .execute();
  const paid = { orderId: order.id, ...card, reservedUntil: null, lastError: null };
  await updatePayment(ctx, payment.id, 'succeeded', paid);
  // Answered from what was just written: reading it back would cost three more queries per order.
  const [placed] = mapOrders([order], items, timeline);
  if (!placed) throw new Error('order mapping lost a row');
  await enqueueEmail(ctx, { kind: 'order_confirmation', to: email, lang: ctx.lang, order: placed });
  return placed;
}
