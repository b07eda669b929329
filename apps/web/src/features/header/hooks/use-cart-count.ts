import { STORAGE_KEYS } from '@store/shared/constants';
import { useStoredValue } from '../../../hooks/use-stored-value.ts';
import { useCart } from '../../../lib/cart/api/get-cart.ts';
import { parseJsonList } from './parse-json-list.ts';

function quantityOf(line: unknown): number {
  if (line && typeof line === 'object' && 'quantity' in line) {
    const { quantity } = line;
    if (typeof quantity === 'number' && Number.isFinite(quantity) && quantity > 0)
      return Math.floor(quantity);
  }
  return 0;
}

/**
 * Units in the cart (the sum of quantities): the live cart's count, and until GET /cart answers the
 * local copy's, so the badge is right from the first paint.
 */
export function useCartCount(): number {
  const { data } = useCart();
  const stored = parseJsonList(useStoredValue(STORAGE_KEYS.cart)).reduce<number>(
    (sum, line) => sum + quantityOf(line),
    0,
  );
  return data?.itemCount ?? stored;
}
