import { ORDER_STATUSES } from '@store/shared/constants';
import { describe, expect, it } from 'vitest';
import { canTransition, nextStatuses } from './order-state-machine.ts';

describe('the order state machine', () => {
  it('moves forward through the life cycle one step at a time', () => {
    expect(nextStatuses('pending')).toEqual(['confirmed', 'cancelled']);
    expect(canTransition('confirmed', 'processing')).toBe(true);
    expect(canTransition('processing', 'shipped')).toBe(true);
    expect(canTransition('shipped', 'delivered')).toBe(true);
    expect(canTransition('pending', 'shipped')).toBe(false);
    expect(canTransition('delivered', 'shipped')).toBe(false);
  });

  it('cancels only before processing, refunds only after payment', () => {
    const cancellable = ORDER_STATUSES.filter((s) => canTransition(s, 'cancelled'));
    expect(cancellable).toEqual(['pending', 'confirmed']);
    const refundable = ORDER_STATUSES.filter((s) => canTransition(s, 'refunded'));
    expect(refundable).toEqual(['confirmed', 'processing', 'shipped', 'delivered']);
  });

  it('treats cancelled and refunded as final', () => {
    for (const to of ORDER_STATUSES) {
      expect(canTransition('cancelled', to)).toBe(false);
      expect(canTransition('refunded', to)).toBe(false);
    }
  });
});
