import { STORAGE_KEYS } from '@store/shared/constants';
import { useStoredValue } from '../../../hooks/use-stored-value.ts';
import { parseJsonList } from './parse-json-list.ts';

function quantityOf(line: unknown): number {
  if (line && typeof line === 'object' && 'quantity' in line) {
    const { quantity } = line;
    if (typeof quantity === 'number' && Number.isFinite(quantity) && quantity > 0)
      return Math.floor(quantity);
  }
  return 0;
}

/** Units in the local cart (the sum of quantities); the cart issue wires it to the live cart. */
export function useCartCount(): number {
  return parseJsonList(useStoredValue(STORAGE_KEYS.cart)).reduce<number>(
    (sum, line) => sum + quantityOf(line),
    0,
  );
}
