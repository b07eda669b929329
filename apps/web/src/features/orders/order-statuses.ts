import type { OrderStatus } from '@store/shared/constants';

/** Storefront §4: the status filter offers these (refunded orders show under 'all' only). */
export const FILTER_STATUSES = [
  'pending',
  'confirmed',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
] as const satisfies readonly OrderStatus[];
export type FilterStatus = (typeof FILTER_STATUSES)[number];

/** The `status=` of the URL when it is one the filter offers, else null ('all'). */
export function filterStatusOf(value: string | null): FilterStatus | null {
  return (FILTER_STATUSES as readonly (string | null)[]).includes(value) ? (value as FilterStatus) : null;
}
