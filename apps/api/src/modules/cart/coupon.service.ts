import type { ErrorCode } from '@store/shared/error-codes';
import { formatPrice, toDollars } from '@store/shared/money';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { PromoCodesTable } from '../../db/types.ts';
import { AppError } from '../../lib/app-error.ts';

type PromoCode = Selectable<PromoCodesTable>;

/** Why a code gives no discount right now: a stable code and the shopper's message. */
export interface CouponProblem {
  code: ErrorCode;
  message: string;
  /** The minimum subtotal in dollars, for COUPON_MINIMUM. */
  minimum?: number;
}

export function findPromoCode(db: Db, code: string): Promise<PromoCode | undefined> {
  return db.selectFrom('promoCodes').selectAll().where('code', '=', code.toUpperCase()).executeTakeFirst();
}

/**
 * The cart owner's standing with a once-per-customer code: `used` when their account has used it,
 * `guest` for a guest's cart (a guest has no account to record the use against, so such a code asks
 * them to sign in), `free` otherwise and for any other code.
 */
export type CustomerUse = 'free' | 'used' | 'guest';

export async function customerUse(db: Db, promo: PromoCode, cartId: string): Promise<CustomerUse> {
  if (promo.oncePerCustomer !== 1) return 'free';
  const cart = await db
    .selectFrom('carts')
    .leftJoin('promoCodeCustomers as use', (join) =>
      join.onRef('use.userId', '=', 'carts.userId').on('use.promoCodeId', '=', promo.id),
    )
    .select(['carts.userId', 'use.promoCodeId'])
    .where('carts.id', '=', cartId)
    .executeTakeFirst();
  if (!cart?.userId) return 'guest';
  return cart.promoCodeId ? 'used' : 'free';
}

/**
 * Checks a code against the clock, its usage limit, the customer's own use of a once-per-customer code
 * (`use`) and the cart's subtotal; null when it applies.
 */
export function couponProblem(
  promo: PromoCode | undefined,
  subtotalCents: number,
  use: CustomerUse = 'free',
  now = new Date(),
): CouponProblem | null {
  if (!promo || promo.isActive !== 1) return { code: 'INVALID_COUPON', message: 'Invalid promo code' };
  if (promo.startsAt && new Date(promo.startsAt) > now) {
    return { code: 'COUPON_NOT_STARTED', message: 'This promo code is not active yet' };
  }
  if (promo.endsAt && new Date(promo.endsAt) < now) {
    return { code: 'COUPON_EXPIRED', message: 'This promo code has expired' };
  }
  if (promo.usageLimit !== null && promo.usedCount >= promo.usageLimit) {
    return { code: 'COUPON_EXHAUSTED', message: 'This promo code has reached its usage limit' };
  }
  if (use === 'guest') {
    return {
      code: 'COUPON_ACCOUNT_REQUIRED',
      message: 'Please sign in to use this promo code: it can be used once per customer',
    };
  }
  if (use === 'used') {
    return {
      code: 'COUPON_ALREADY_USED',
      message: 'You have already used this promo code: it can be used once per customer',
    };
  }
  if (promo.minSubtotalCents !== null && subtotalCents < promo.minSubtotalCents) {
    const minimum = toDollars(promo.minSubtotalCents);
    return {
      code: 'COUPON_MINIMUM',
      message: `This promo code needs a subtotal of at least ${formatPrice(minimum)}`,
      minimum,
    };
  }
  return null;
}

/** The discount a usable code gives on a subtotal, in cents (never more than the subtotal). */
export function couponDiscount(promo: PromoCode, subtotalCents: number): number {
  const raw = promo.kind === 'percent' ? Math.round((subtotalCents * promo.amount) / 100) : promo.amount;
  return Math.min(raw, subtotalCents);
}

/** Throws the code's problem as a 400 for the apply call. */
export function assertCouponApplies(
  promo: PromoCode | undefined,
  subtotalCents: number,
  use: CustomerUse,
): PromoCode {
  const problem = couponProblem(promo, subtotalCents, use);
  if (problem || !promo) {
    const details = problem?.minimum === undefined ? undefined : { minimum: problem.minimum };
    throw new AppError(
      400,
      problem?.code ?? 'INVALID_COUPON',
      problem?.message ?? 'Invalid promo code',
      details,
    );
  }
  return promo;
}
