import type { TFunction } from '../../i18n/translator.ts';
import { MAX_LINE_QUANTITY, MIN_QUANTITY } from '@store/shared/constants';

/** Where a quantity control stops, and what stops it there. */
export interface QuantityLimit {
  /** The most the control offers: what one cart line may hold, less what the cart holds already. */
  max: number;
  /** What sets that most: the stock on hand, or the cap of MAX_LINE_QUANTITY units of one item. */
  reason: 'stock' | 'cap';
  /** Units the shop can sell now. */
  available: number;
  /** Units of this line already in the cart; a product page adds on top of them. */
  inCart: number;
}

/**
 * The limit the server applies to a line (stock on hand, at most MAX_LINE_QUANTITY), so the control
 * stops where an add or update would be refused. Never below 1: the control's minimum.
 */
export function quantityLimit(available: number, inCart = 0): QuantityLimit {
  const lineMax = Math.min(available, MAX_LINE_QUANTITY);
  return {
    max: Math.max(MIN_QUANTITY, lineMax - inCart),
    reason: available < MAX_LINE_QUANTITY ? 'stock' : 'cap',
    available,
    inCart,
  };
}

/** Why the control stops, in the shopper's language: the stock left, or the per-item cap. */
export function quantityLimitText(limit: QuantityLimit, t: TFunction): string {
  const { available, inCart } = limit;
  if (limit.reason === 'stock') {
    return inCart > 0
      ? t('quantity.limit.stockInCart', { available, inCart })
      : t('quantity.limit.stock', { count: available });
  }
  return inCart > 0
    ? t('quantity.limit.capInCart', { max: MAX_LINE_QUANTITY, inCart })
    : t('quantity.limit.cap', { max: MAX_LINE_QUANTITY });
}

/**
 * Why a cart line's plus stops, once the line holds all it may (its `maxQuantity`: stock on hand, at
 * most MAX_LINE_QUANTITY); null below that, and for a line with nothing left to sell, which says
 * 'Out of stock' itself.
 */
export function lineLimitText(line: { quantity: number; maxQuantity: number }, t: TFunction): string | null {
  if (line.maxQuantity <= 0 || line.quantity < line.maxQuantity) return null;
  return quantityLimitText(quantityLimit(line.maxQuantity), t);
}
