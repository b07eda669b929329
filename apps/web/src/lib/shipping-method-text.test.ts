import type { TFunction } from '../i18n/translator.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { storefrontTranslators } from '../i18n/test-translators.ts';
import { deliveryTimeText, shippingMethodText } from './shipping-method-text.ts';

let en: TFunction;
let fr: TFunction;
beforeAll(() => {
  ({ en, fr } = storefrontTranslators());
});

describe('shipping method texts', () => {
  it('say each method’s delivery time from the rate table, in days', () => {
    expect(deliveryTimeText('standard', en)).toBe('5–7 days');
    expect(deliveryTimeText('express', en)).toBe('1–2 days');
    expect(deliveryTimeText('standard', fr)).toBe('5 à 7 jours');
    expect(deliveryTimeText('express', fr)).toBe('1 à 2 jours');
  });

  it('name the method with its delivery time', () => {
    expect(shippingMethodText('express', en)).toBe('Express shipping · 1–2 days');
    expect(shippingMethodText('standard', fr)).toBe('Livraison standard · 5 à 7 jours');
  });
});
