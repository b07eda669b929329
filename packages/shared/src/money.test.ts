import { describe, expect, it } from 'vitest';
import { discountPercent, formatPrice, toCents, toDollars } from './money.ts';

describe('money', () => {
  it('converts dollars to cents without floating-point drift', () => {
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(1.005)).toBe(101);
    expect(toCents(-2.5)).toBe(-250);
  });

  it('converts cents to dollars with two decimals', () => {
    expect(toDollars(123456)).toBe(1234.56);
    expect(toDollars(5)).toBe(0.05);
  });

  it('formats prices as US dollars in en-US', () => {
    expect(formatPrice(1234.56)).toBe('$1,234.56');
    expect(formatPrice(9.9)).toBe('$9.90');
    expect(formatPrice(0)).toBe('$0.00');
  });

  it('computes the whole percent off', () => {
    expect(discountPercent(7500, 10000)).toBe(25);
    expect(discountPercent(10000, null)).toBe(0);
    expect(discountPercent(10000, 9000)).toBe(0);
  });
});
