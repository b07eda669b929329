import type { TFunction } from '../../i18n/translator.ts';
import type { ReorderLine, ReorderResponse } from '@store/shared/schemas/orders';

/** One line of the alert: what became of one ordered line, and why when not all of it came back. */
function describeLine({ name, ordered, added, result, reason }: ReorderLine, t: TFunction): string {
  const why = reason ? t(`orders.reorder.reasons.${reason}`) : '';
  if (result === 'added') return t('orders.reorder.line.added', { name, count: added });
  if (result === 'reduced') {
    return t('orders.reorder.line.reduced', { name, count: added, ordered, reason: why });
  }
  return t('orders.reorder.line.leftOut', { name, reason: why });
}

/**
 * What the alert says after a reorder (storefront §8: 'reorder successful'). When every line went
 * back in full, the spec's success text alone; otherwise each line with what happened to it (added,
 * reduced to how many, or left out) and why, from the server's codes, in the shopper's language.
 */
export function reorderMessage(answer: Pick<ReorderResponse, 'lines'>, t: TFunction): string {
  const { lines } = answer;
  if (lines.length === 0) return t('orders.reorder.failed');
  if (lines.every((line) => line.result === 'added')) return t('orders.reorder.success');
  const heading = lines.some((line) => line.added > 0)
    ? t('orders.reorder.partial')
    : t('orders.reorder.none');
  return [heading, ...lines.map((line) => `• ${describeLine(line, t)}`)].join('\n');
}
