import type { TFunction } from '../../i18n/translator.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { storefrontTranslators } from '../../i18n/test-translators.ts';
import { freeShippingText } from './free-shipping-text.ts';

let en: TFunction;
let fr: TFunction;
beforeAll(async () => {
  ({ en, fr } = storefrontTranslators());
});

describe('the free-shipping notice', () => {
  it('at exactly $50.00 asks for the cent that takes the cart over $50, and says that is the rule', () => {
    // Shipping is free when the subtotal is above $50 (storefront §9): $50.00 still pays $9.99.
    expect(freeShippingText(50, en)).toBe('Add $0.01 more to go over $50.00 and get free shipping');
    expect(freeShippingText(50, fr)).toBe(
      'Plus que $0.01 pour dépasser $50.00 et profiter de la livraison gratuite',
    );
  });

  it('asks for exactly what is missing below, and says free shipping is reached above', () => {
    expect(freeShippingText(30, en)).toBe('Add $20.01 more to go over $50.00 and get free shipping');
    expect(freeShippingText(50.01, en)).toBe("You've got free shipping!");
  });
});
