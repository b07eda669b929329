import type { TFunction } from 'i18next';
import type { ReorderResponse } from '@store/shared/schemas/orders';

/**
 * What the alert says after a reorder (storefront §8: 'reorder successful'): that the items are in
 * the cart, and which of them could not be added and why. Worded here, in the shopper's language.
 */
export function reorderMessage(answer: ReorderResponse, t: TFunction): string {
  const lines = answer.added.length > 0 ? [t('orders.reorder.success')] : [];
  if (answer.unavailable.length > 0) {
    const items = answer.unavailable
      .map(({ name, reason }) => t(`orders.reorder.reasons.${reason}`, { name }))
      .join(', ');
    lines.push(t('orders.reorder.unavailable', { items }));
  }
  return lines.join('\n') || t('orders.reorder.failed');
}
