import { describe, expect, it } from 'vitest';
import {
  discountPercent,
  dollarDiscountPercent,
  formatPrice,
  hasCentsOnly,
  salePriceCents,
  toCents,
  toDollars,
} from './money.ts';

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
    expect(formatPrice(-5)).toBe('-$5.00');
    expect(formatPrice(1234567.8)).toBe('$1,234,567.80');
  });

  it('writes every amount in cents as en-US currency formatting does', () => {
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    const amounts = [
      0.01,
      0.1,
      0.99,
      1,
      9.99,
      99.5,
      100,
      999.99,
      1000,
      12345.67,
      999999.99,
      1000000,
      1e9 + 0.01,
    ];
    for (const dollars of [...amounts, ...amounts.map((a) => -a)]) {
      expect(formatPrice(dollars)).toBe(usd.format(dollars));
    }
    for (let cents = 0; cents < 300000; cents += 997) {
      expect(formatPrice(toDollars(cents))).toBe(usd.format(cents / 100));
    }
  });

  it('computes the whole percent off, rounded down so it never claims more than the saving', () => {
    expect(discountPercent(7500, 10000)).toBe(25);
    // $12.49 against $19.99 saves $7.50, which is 37.5 %: 37 % off, never 38 % (nor a stored 25 %).
    expect(discountPercent(1249, 1999)).toBe(37);
    expect(discountPercent(11750, 23500)).toBe(50);
    expect(discountPercent(19900, 23500)).toBe(15);
    expect(discountPercent(9999, 10000)).toBe(0);
    expect(discountPercent(10000, null)).toBe(0);
    expect(discountPercent(10000, 9000)).toBe(0);
    expect(discountPercent(10000, 10000)).toBe(0);
  });

  it('says the same for dollar amounts as the pages hold them', () => {
    expect(dollarDiscountPercent(12.49, 19.99)).toBe(37);
    expect(dollarDiscountPercent(12.49, null)).toBe(0);
    expect(dollarDiscountPercent(19.99, 12.49)).toBe(0);
  });

  it('prices a percent off so that the percent shown is the one asked for', () => {
    expect(salePriceCents(23500, 50)).toBe(11750);
    expect(salePriceCents(1001, 30)).toBe(700);
    expect(discountPercent(salePriceCents(1001, 30), 1001)).toBe(30);
    expect(salePriceCents(1999, 0)).toBe(1999);
    for (const original of [100, 999, 1001, 1999, 23500, 99999]) {
      for (let percent = 1; percent < 100; percent += 7) {
        expect(discountPercent(salePriceCents(original, percent), original)).toBe(percent);
      }
    }
  });

  it('tells amounts with at most two decimals from those with more', () => {
    for (const ok of [0, 1, 19.99, 0.07, 1234.5, 999999.99, 0.1 + 0.2])
      expect(hasCentsOnly(ok), `${ok}`).toBe(true);
    for (const bad of [10.999, 0.001, 59.995, 1e-9]) expect(hasCentsOnly(bad), `${bad}`).toBe(false);
  });
});
