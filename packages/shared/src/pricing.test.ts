import { describe, expect, it } from 'vitest';
import { amountToFreeShipping, computeTotals } from './pricing.ts';

describe('computeTotals', () => {
  it('adds 10 % tax and $9.99 shipping to a subtotal of $50 or less', () => {
    expect(computeTotals([{ unitPriceCents: 1999, quantity: 2 }])).toEqual({
      subtotal: 3998,
      discount: 0,
      tax: 400,
      shipping: 999,
      total: 3998 + 400 + 999,
    });
  });

  it('ships free only strictly above $50', () => {
    expect(computeTotals([{ unitPriceCents: 5000, quantity: 1 }]).shipping).toBe(999);
    expect(computeTotals([{ unitPriceCents: 5001, quantity: 1 }]).shipping).toBe(0);
  });

  it('charges nothing for an empty cart', () => {
    expect(computeTotals([])).toEqual({ subtotal: 0, discount: 0, tax: 0, shipping: 0, total: 0 });
  });

  it('taxes the subtotal after the discount and never discounts below zero', () => {
    const t = computeTotals([{ unitPriceCents: 10000, quantity: 1 }], 500);
    expect(t).toEqual({ subtotal: 10000, discount: 500, tax: 950, shipping: 0, total: 10450 });
    expect(computeTotals([{ unitPriceCents: 300, quantity: 1 }], 500).discount).toBe(300);
  });

  it('rounds tax to whole cents', () => {
    expect(computeTotals([{ unitPriceCents: 1005, quantity: 1 }]).tax).toBe(101);
    expect(computeTotals([{ unitPriceCents: 1004, quantity: 1 }]).tax).toBe(100);
  });
});

describe('amountToFreeShipping', () => {
  it('says how much more reaches free shipping', () => {
    expect(amountToFreeShipping(3000)).toBe(2001);
    expect(amountToFreeShipping(5001)).toBe(0);
  });

  it('agrees with the shipping charged at exactly $50.00: one cent more is what makes it free', () => {
    expect(computeTotals([{ unitPriceCents: 5000, quantity: 1 }]).shipping).toBe(999);
    expect(amountToFreeShipping(5000)).toBe(1);
    expect(computeTotals([{ unitPriceCents: 5000 + amountToFreeShipping(5000), quantity: 1 }]).shipping).toBe(
      0,
    );
  });
});
