import { describe, expect, it } from 'vitest';
import { estimatedDelivery } from './delivery-estimate.ts';

describe('estimated delivery', () => {
  it('is the method’s last day after the order: standard 7 days, express 2', () => {
    const placed = '2026-11-27T10:00:00.000Z';
    expect(estimatedDelivery(placed, 'standard')).toBe('2026-12-04T10:00:00.000Z');
    expect(estimatedDelivery(placed, 'express')).toBe('2026-11-29T10:00:00.000Z');
  });
});
