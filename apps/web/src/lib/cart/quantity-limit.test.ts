import type { TFunction } from '../../i18n/translator.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { storefrontTranslators } from '../../i18n/test-translators.ts';
import { quantityLimit, quantityLimitText } from './quantity-limit.ts';

let en: TFunction;
let fr: TFunction;
beforeAll(async () => {
  ({ en, fr } = storefrontTranslators());
});

describe('where a quantity control stops, and why', () => {
  it('stops at the stock on hand, less what the cart holds already', () => {
    expect(quantityLimit(5)).toMatchObject({ max: 5, reason: 'stock' });
    expect(quantityLimit(5, 2)).toMatchObject({ max: 3, reason: 'stock' });
    expect(quantityLimitText(quantityLimit(5), en)).toBe('Maximum reached: only 5 left in stock');
    expect(quantityLimitText(quantityLimit(1), fr)).toBe('Maximum atteint : plus que 1 en stock');
    expect(quantityLimitText(quantityLimit(5, 2), en)).toBe(
      'Maximum reached: only 5 left in stock (you already have 2 in your cart)',
    );
  });

  it('stops at 99 of one item when the stock is larger', () => {
    expect(quantityLimit(500)).toMatchObject({ max: 99, reason: 'cap' });
    expect(quantityLimit(500, 90)).toMatchObject({ max: 9, reason: 'cap' });
    expect(quantityLimitText(quantityLimit(500), en)).toBe(
      'Maximum reached: you can buy at most 99 of one item',
    );
    expect(quantityLimitText(quantityLimit(500, 90), fr)).toBe(
      "Maximum atteint : vous pouvez acheter au plus 99 exemplaires d'un même article (vous en avez déjà 90 dans votre panier)",
    );
  });

  it('never offers less than 1, even with nothing left to add', () => {
    expect(quantityLimit(3, 3).max).toBe(1);
    expect(quantityLimit(0).max).toBe(1);
  });
});
