import type { AdminVariantInput } from '@store/shared/schemas/admin-products';
import { describe, expect, it } from 'vitest';
import { EMPTY_VARIANT, placeVariant, productFormDefaults, productFormSchema } from './product-form.ts';

const filled = {
  ...productFormDefaults(null),
  name: ' Lamp ',
  description: 'A lamp',
  price: 20,
  image: '/images/lamp.svg',
  category: 'Home & Garden',
  images: ['', 'https://cdn.example.com/2.jpg', ''],
  specifications: [
    { key: 'Power', value: '8 W', keyFr: 'Puissance', valueFr: '8 W' },
    { key: '', value: 'dropped', keyFr: '', valueFr: '' },
  ],
};

describe('productFormSchema', () => {
  it('turns the form into the API body: empty slots and nameless rows dropped, defaults kept', () => {
    const body = productFormSchema.parse(filled);
    expect(body).toMatchObject({
      name: 'Lamp',
      originalPrice: null,
      rating: 5,
      reviews: 0,
      inStock: true,
      featured: false,
      images: ['https://cdn.example.com/2.jpg'],
      stock: { quantity: 0 },
      specifications: { Power: '8 W' },
      specificationsFr: { Power: { name: 'Puissance', value: '8 W' } },
    });
    // The percent off is never sent: the server works it out from the two prices.
    expect(body).not.toHaveProperty('discount');
  });

  it('refuses an original price at or below the price, and more than two decimals', () => {
    const issues = (change: Partial<typeof filled>) =>
      productFormSchema
        .safeParse({ ...filled, ...change })
        .error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ price: 20, originalPrice: 20 })).toEqual([
      ['originalPrice', 'Original price must be higher than the price'],
    ]);
    expect(issues({ price: 10.999 })).toEqual([['price', 'Prices have at most two decimals']]);
    expect(issues({ price: 12.49, originalPrice: 19.99 })).toBeUndefined();
  });

  it('answers the spec texts for an empty form', () => {
    const result = productFormSchema.safeParse(productFormDefaults(null));
    const messages = result.error?.issues.map((i) => i.message) ?? [];
    expect(messages).toEqual(
      expect.arrayContaining([
        'Product name is required',
        'Product description is required',
        'Valid price is required',
        'Product image URL is required',
        'Product category is required',
      ]),
    );
  });
});

describe('placeVariant', () => {
  const v = (sku: string, name = sku): AdminVariantInput => ({ ...EMPTY_VARIANT, sku, name, price: 1 });

  it('replaces the variant with the same SKU in its place, and appends a new SKU', () => {
    const list = [v('A'), v('B'), v('C')];
    expect(placeVariant(list, v('B', 'B2'), null).map((x) => x.name)).toEqual(['A', 'B2', 'C']);
    expect(placeVariant(list, v('D'), null).map((x) => x.sku)).toEqual(['A', 'B', 'C', 'D']);
  });

  it('an edited variant whose SKU changed stays in its place; one taking another SKU replaces that one', () => {
    const list = [v('A'), v('B'), v('C')];
    expect(placeVariant(list, v('B9'), 1).map((x) => x.sku)).toEqual(['A', 'B9', 'C']);
    expect(placeVariant(list, v('A', 'from C'), 2).map((x) => x.name)).toEqual(['from C', 'B']);
  });
});
