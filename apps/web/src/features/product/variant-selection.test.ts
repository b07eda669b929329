import { describe, expect, it } from 'vitest';
import type { ProductDetail, Variant } from '@store/shared/schemas/product';
import {
  displayedPrice,
  isValueInStock,
  matchVariant,
  missingDimensions,
  stockState,
  variantOptions,
} from './variant-selection.ts';

function variant(id: string, attributes: Variant['attributes'], extra: Partial<Variant> = {}): Variant {
  return {
    _id: id,
    id,
    sku: id,
    name: id,
    price: 100,
    originalPrice: 120,
    discount: 17,
    isActive: true,
    inStock: true,
    stock: { quantity: 50, lowStockThreshold: 10 },
    attributes,
    ...extra,
  };
}

function product(variants: Variant[], extra: Partial<ProductDetail> = {}): ProductDetail {
  return {
    _id: 'p',
    id: 'p',
    name: 'Phone',
    description: '',
    detailedDescription: '',
    category: 'Electronics',
    categorySlug: 'electronics',
    image: '',
    images: [],
    price: 100,
    originalPrice: 120,
    discount: 17,
    savings: 20,
    rating: 4.5,
    reviews: 10,
    inStock: true,
    featured: false,
    specifications: {},
    variants,
    maxQuantity: 0,
    ...extra,
  };
}

const phone = [
  variant('black-128', { color: 'Black', material: '128 GB' }),
  variant(
    'black-256',
    { color: 'Black', material: '256 GB' },
    { price: 150, originalPrice: null, discount: 0 },
  ),
  variant('sky-128', { color: 'Sky', material: '128 GB' }, { stock: { quantity: 3, lowStockThreshold: 10 } }),
  variant(
    'sky-256',
    { color: 'Sky', material: '256 GB' },
    { inStock: false, stock: { quantity: 0, lowStockThreshold: 10 } },
  ),
  variant('red-512', { color: 'Red', material: '512 GB' }, { isActive: false }),
];

describe('variant options', () => {
  it('builds the pickers from active variants only, in first-seen order', () => {
    expect(variantOptions(phone)).toEqual([
      { dimension: 'color', values: ['Black', 'Sky'] },
      { dimension: 'material', values: ['128 GB', '256 GB'] },
    ]);
    expect(variantOptions([])).toEqual([]);
  });
});

describe('matchVariant', () => {
  it('picks the first active variant matching every chosen option', () => {
    expect(matchVariant(phone, { color: 'Sky' })?.id).toBe('sky-128');
    expect(matchVariant(phone, { material: '256 GB' })?.id).toBe('black-256');
    expect(matchVariant(phone, { color: 'Sky', material: '256 GB' })?.id).toBe('sky-256');
  });

  it('matches nothing before a choice, for an inactive variant or an impossible combination', () => {
    expect(matchVariant(phone, {})).toBeNull();
    expect(matchVariant(phone, { color: 'Red' })).toBeNull();
    expect(matchVariant(phone, { color: 'Black', size: 'M' })).toBeNull();
  });
});

describe('missingDimensions', () => {
  it('asks for every dimension that has an active variant', () => {
    expect(missingDimensions(phone, {})).toEqual(['color', 'material']);
    expect(missingDimensions(phone, { material: '128 GB' })).toEqual(['color']);
    expect(missingDimensions(phone, { color: 'Sky', material: '128 GB' })).toEqual([]);
  });

  it('asks for nothing when the product has no active variants', () => {
    expect(missingDimensions([], {})).toEqual([]);
    expect(missingDimensions([variant('off', { size: 'M' }, { isActive: false })], {})).toEqual([]);
  });
});

describe('stock', () => {
  it("follows the product's flag until every option is chosen", () => {
    expect(stockState(product(phone), {})).toEqual({ kind: 'in' });
    expect(stockState(product(phone, { inStock: false }), {})).toEqual({ kind: 'out' });
    expect(stockState(product([]), {})).toEqual({ kind: 'in' });
  });

  it('then follows the chosen variant: in stock, only N left, out of stock', () => {
    const p = product(phone);
    expect(stockState(p, { color: 'Black', material: '128 GB' })).toEqual({ kind: 'in' });
    expect(stockState(p, { color: 'Sky', material: '128 GB' })).toEqual({ kind: 'low', quantity: 3 });
    expect(stockState(p, { color: 'Sky', material: '256 GB' })).toEqual({ kind: 'out' });
  });

  it('reports a combination that no active variant offers', () => {
    expect(stockState(product(phone), { color: 'Red' })).toEqual({ kind: 'unavailable' });
  });

  it('marks the values that would lead only to sold-out variants', () => {
    expect(isValueInStock(phone, { color: 'Sky' }, 'material', '256 GB')).toBe(false);
    expect(isValueInStock(phone, { color: 'Sky' }, 'material', '128 GB')).toBe(true);
    expect(isValueInStock(phone, {}, 'color', 'Sky')).toBe(true);
  });
});

describe('displayedPrice', () => {
  it("shows the product's price before a choice and the variant's after", () => {
    const p = product(phone);
    // $20 off $120 is 16.7 %: the badge says 16 %, never more than the saving (whatever was sent).
    expect(displayedPrice(p, null)).toEqual({ price: 100, originalPrice: 120, discount: 16, savings: 20 });
    expect(displayedPrice(p, matchVariant(phone, { material: '256 GB' }))).toEqual({
      price: 150,
      originalPrice: null,
      discount: 0,
      savings: 0,
    });
  });

  it('rounds the saving to cents', () => {
    const p = product([], { price: 19.99, originalPrice: 29.98 });
    expect(displayedPrice(p, null).savings).toBe(9.99);
  });
});
