import { toDollars } from '@store/shared/money';
import type { ShippingMethod } from '@store/shared/constants';
import type { CheckoutAddress, CreatePaymentIntentResponse } from '@store/shared/schemas/checkout';
import { nowIso } from '../../db/dialect.ts';
import { newId } from '../../db/ids.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { type Ctx, withTransaction } from '../../lib/context.ts';
import { saveAddressOnce } from '../account/index.ts';
import { type PricedCart, priceCart } from '../cart/index.ts';
import { contentsHash, intentMetadata } from './payment-contents.ts';
import { type Payer, payerLabel, payerOwnsCart } from './payer.ts';
import {
  movePayment,
  type PaymentProvider,
  updatePayment,
  PaymentProviderError,
  type ProviderIntent,
} from '../payments/index.ts';
import { holdEnd, holdStock, isShortage, releaseExpiredHolds, releaseHold } from '../inventory/index.ts';

export interface IntentRequest {
  cartId: string;
  shippingAddress: CheckoutAddress;
  billingAddress: CheckoutAddress;
  saveAddress?: boolean;
  /** Standard when absent. */
  shippingMethod?: ShippingMethod;
  /** A guest's e-mail (checked by the route); a customer's is the account's. */
  email?: string;
}

/** A payment id the provider has not answered for yet (its intent is being made). */
const PLACEHOLDER = 'pending_';

/** Payment statuses of a payment still in progress: its intent can be reused or updated. */
export const OPEN_STATUSES = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
] as const;

export const providerFailed = (error: unknown) =>
  new AppError(
    502,
    'PAYMENT_PROVIDER_ERROR',
    error instanceof PaymentProviderError ? error.message : 'The payment provider could not be reached',
  );

interface Prepared {
  paymentId: string;
  intentId: string;
  priced: PricedCart;
  hash: string;
  /** The amount or contents changed since the intent was made: the provider must be told. */
  changed: boolean;
  reservedUntil: string;
}

/**
 * Step 1, one transaction: price the caller's cart on the server, take (or renew) the hold on its
 * stock, and record the payment. An open payment of the same cart is reused, so calling again with an
 * unchanged cart answers the same intent, and a changed cart moves the same intent to the new amount.
 */
async function preparePayment(ctx: Ctx, payer: Payer, request: IntentRequest): Promise<Prepared> {
  const userId = payer.kind === 'user' ? payer.userId : null;
  return withTransaction(ctx, async (trx) => {
    // Finds the caller's cart and locks its row until commit, in one statement: two checkouts of one
    // cart take turns instead of both holding stock.
    const cart = await trx.db
      .updateTable('carts')
      .set({ updatedAt: nowIso() })
      .where('id', '=', request.cartId)
      .where(payerOwnsCart(payer))
      .returning('id')
      .executeTakeFirst();
    if (!cart) {
      throw new AppError(
        404,
        'CART_NOT_FOUND',
        'Unable to process checkout. Please refresh the page and try again.',
      );
    }
    const cartId = cart.id;
    const shippingMethod = request.shippingMethod ?? 'standard';
    const priced = await priceCart(trx, cartId, shippingMethod);
    if (priced.lines.length === 0) throw badRequest('Your cart is empty', 'CART_EMPTY');
    const hash = contentsHash(priced);
    const reservedUntil = holdEnd();
    // What the shopper chose at checkout, recorded on the payment.
    const choices = {
      shippingAddress: JSON.stringify(request.shippingAddress),
      billingAddress: JSON.stringify(request.billingAddress),
      shippingMethod,
      email: payer.kind === 'guest' ? (request.email ?? null) : null,
      lang: ctx.lang,
    };
    const open = await trx.db
      .selectFrom('payments')
      .select(['id', 'providerIntentId', 'contentsHash', 'amountCents'])
      .where('cartId', '=', cartId)
      .where((eb) => (userId ? eb('userId', '=', userId) : eb('userId', 'is', null)))
      .where('orderId', 'is', null)
      .where('status', 'in', [...OPEN_STATUSES])
      .orderBy('createdAt', 'desc')
      .executeTakeFirst();
    if (request.saveAddress && userId) await saveAddressOnce(trx, request.shippingAddress);
    if (open) {
      await holdStock(trx, open.id, priced.lines, { replacing: true });
      await trx.db
        .updateTable('payments')
        .set({
          amountCents: priced.totals.total,
          contentsHash: hash,
          reservedUntil,
          ...choices,
          updatedAt: nowIso(),
        })
        .where('id', '=', open.id)
        .execute();
      const changed = open.contentsHash !== hash || open.amountCents !== priced.totals.total;
      return { paymentId: open.id, intentId: open.providerIntentId, priced, hash, changed, reservedUntil };
    }
    const paymentId = newId();
    const intentId = `${PLACEHOLDER}${paymentId}`;
    await trx.db
      .insertInto('payments')
      .values({
        id: paymentId,
        provider: 'pending',
        providerIntentId: intentId,
        orderId: null,
        cartId,
        userId,
        amountCents: priced.totals.total,
        currency: 'USD',
        status: 'requires_payment_method',
        ...choices,
        cardBrand: null,
        cardLastFour: null,
        lastError: null,
        contentsHash: hash,
        reservedUntil,
      })
      .execute();
    await holdStock(trx, paymentId, priced.lines, { replacing: false });
    return { paymentId, intentId, priced, hash, changed: false, reservedUntil };
  });
}

/** Step 2, at the provider: make the intent, move it to the new amount, or read it back. */
async function providerIntent(
  provider: PaymentProvider,
  prepared: Prepared,
  payer: Payer,
): Promise<ProviderIntent> {
  const metadata = intentMetadata(
    { paymentId: prepared.paymentId, cartId: prepared.priced.cartId, userId: payerLabel(payer) },
    prepared.priced,
    prepared.hash,
  );
  if (prepared.intentId.startsWith(PLACEHOLDER)) {
    return provider.createIntent({
      amountCents: prepared.priced.totals.total,
      currency: 'usd',
      metadata,
      // A retried call (or a racing one) gets the intent the first call made.
      idempotencyKey: `intent-${prepared.paymentId}`,
    });
  }
  if (prepared.changed) {
    return provider.updateIntent(prepared.intentId, { amountCents: prepared.priced.totals.total, metadata });
  }
  return provider.retrieveIntent(prepared.intentId);
}

/**
 * POST /api/payment/create-payment-intent: a workflow of two steps with compensation (design rule 11).
 * If the provider fails after the hold was taken, the hold is released and the payment closed, so a
 * failed checkout never keeps stock from other shoppers.
 */
export async function createPaymentIntent(
  ctx: Ctx,
  provider: PaymentProvider,
  payer: Payer,
  request: IntentRequest,
): Promise<CreatePaymentIntentResponse> {
  const prepared = await preparePayment(ctx, payer, request).catch(async (error: unknown) => {
    // Stock held by checkouts whose time is up is not free until released: a shortage is checked
    // again once they are (the timer releases them too, but a shopper should not wait for it).
    if (!isShortage(error) || (await releaseExpiredHolds(ctx)) === 0) throw error;
    return preparePayment(ctx, payer, request);
  });
  let intent: ProviderIntent;
  try {
    intent = await providerIntent(provider, prepared, payer);
  } catch (error) {
    await withTransaction(ctx, async (trx) => {
      await releaseHold(trx, prepared.paymentId);
      await movePayment(trx, prepared.paymentId, 'canceled', {
        reservedUntil: null,
        lastError: 'provider unavailable',
      });
    });
    throw providerFailed(error);
  }
  const known = { provider: provider.name, providerIntentId: intent.id };
  await updatePayment(ctx, prepared.paymentId, intent.status, known);
  return {
    success: true,
    clientSecret: intent.clientSecret,
    paymentIntentId: intent.id,
    amount: toDollars(prepared.priced.totals.total),
    currency: 'USD',
    reservedUntil: prepared.reservedUntil,
  };
}
