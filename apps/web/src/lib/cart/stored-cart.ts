import { STORAGE_KEYS } from '@store/shared/constants';
import type { Cart, CartProduct } from '@store/shared/schemas/cart';
import { readStorage, writeStorage } from '../storage.ts';

/** The local copy under 'cart' (storefront §3 'Cart item (local)'), for the header badge's first paint. */
export interface StoredCartLine {
  productId: string;
  variantId: string | null;
  selectedOptions: Record<string, string>;
  product: CartProduct;
  quantity: number;
  addedAt: string;
}

export function toStoredLines(cart: Cart): StoredCartLine[] {
  return cart.items.map(({ productId, variantId, selectedOptions, product, quantity, addedAt }) => ({
    productId,
    variantId,
    selectedOptions,
    product,
    quantity,
    addedAt,
  }));
}

/**
 * Mirrors the cart's lines under 'cart' (storefront §9), so the header badge shows the count from the
 * first paint, before GET /cart answers. The server's cart stays the source of truth: this copy is
 * never sent back or merged (the server merges a guest cart into the account itself, once).
 */
export function writeStoredCart(cart: Cart): void {
  const value = cart.items.length > 0 ? JSON.stringify(toStoredLines(cart)) : null;
  if (readStorage(STORAGE_KEYS.cart) !== value) writeStorage(STORAGE_KEYS.cart, value);
}
