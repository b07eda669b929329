import { SHIPPING_RATES, type ShippingMethod } from '@store/shared/constants';

const DAY_MS = 86_400_000;

/**
 * The day an order placed at `placedAt` arrives at the latest by its method: the method's last day,
 * counted in calendar days as the spec's default is (7 days after the order date for standard; 2 for
 * express), at the time of day it was placed.
 */
export function estimatedDelivery(placedAt: string, method: ShippingMethod): string {
  return new Date(Date.parse(placedAt) + SHIPPING_RATES[method].days[1] * DAY_MS).toISOString();
}
