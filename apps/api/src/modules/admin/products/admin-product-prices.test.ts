import type { AdminProduct, AdminProductsResponse } from '@store/shared/schemas/admin-products';
import type { ProductDetail } from '@store/shared/schemas/product';
import { describe, expect, it } from 'vitest';
import { productBody, productManagerSuite, sku } from './admin-products.fixtures.ts';

/**
 * One truth for a saving (issue 18 item 3): the percent off is computed from the price and the
 * original price, never stored apart from them, and the prices themselves are checked, not mended.
 */
const { app, calls } = productManagerSuite();

const storefront = async (id: string) =>
  (await app().inject({ url: `/api/products/${id}` })).json<ProductDetail>();
const adminProduct = async (id: string) =>
  (await calls.inject('GET', `/products/${id}`)).json<{ product: AdminProduct }>().product;
const variant = (price: number, originalPrice: number | null) => ({
  sku: sku('V'),
  name: 'Variant',
  price,
  originalPrice,
  stock: { quantity: 3 },
});

describe('the percent off follows the prices', () => {
  it('shows 37 % off and a $7.50 saving for $12.49 against $19.99, whatever discount is sent', async () => {
    const product = await calls.created({
      ...productBody({ price: 12.49, originalPrice: 19.99 }),
      discount: 25,
      variants: [{ ...variant(12.49, 19.99), discount: 25 }],
    });
    expect(product).toMatchObject({ price: 12.49, originalPrice: 19.99, discount: 37 });
    expect(product.variants[0]).toMatchObject({ price: 12.49, originalPrice: 19.99, discount: 37 });
    const shown = await storefront(product._id);
    expect(shown).toMatchObject({ price: 12.49, originalPrice: 19.99, discount: 37, savings: 7.5 });
    expect(shown.variants[0]).toMatchObject({ discount: 37 });
  });

  it('shows no discount on a product without an original price, in the admin list too', async () => {
    const product = await calls.created({
      ...productBody({ name: 'Plainprice Kettle', originalPrice: null, variants: [] }),
      discount: 20,
    });
    expect(product.discount).toBe(0);
    const list = (await calls.list('?search=Plainprice')).json<AdminProductsResponse>();
    expect(list.products.map((p) => [p.name, p.discount])).toEqual([['Plainprice Kettle', 0]]);
    expect(await storefront(product._id)).toMatchObject({ originalPrice: null, discount: 0, savings: 0 });
  });
});

describe('prices are checked, not mended', () => {
  it.each([
    [{ originalPrice: 49.99 }, 'originalPrice: Original price must be higher than the price'],
    [{ originalPrice: 39.99 }, 'originalPrice: Original price must be higher than the price'],
    [
      { variants: [variant(20, 20)] },
      'variants.0.originalPrice: Original price must be higher than the price',
    ],
    [{ price: 10.999 }, 'price: Prices have at most two decimals'],
    [{ originalPrice: 59.995 }, 'originalPrice: Prices have at most two decimals'],
    [{ variants: [variant(10.001, null)] }, 'variants.0.price: Prices have at most two decimals'],
  ])('refuses %j: %s', async (change, message) => {
    const res = await calls.create({ ...productBody({ price: 49.99 }), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(res.json<{ error: string }>().error).toContain(message);
  });

  it('takes two decimals as they are (19.99 stays 19.99)', async () => {
    const product = await calls.created(productBody({ price: 0.07, originalPrice: 19.99, variants: [] }));
    expect(product).toMatchObject({ price: 0.07, originalPrice: 19.99, discount: 99 });
  });
});

describe('bulk discount sets the price from the original price', () => {
  it('puts $235 products 50 % off at $117.50, and takes the price as the original where none is', async () => {
    const onSale = await calls.created(productBody({ price: 199, originalPrice: 235, variants: [] }));
    const plain = await calls.created(
      productBody({ price: 100, originalPrice: null, variants: [variant(40, null), variant(30, 60)] }),
    );
    const res = await calls.inject('PUT', '/products/bulk-update', {
      productIds: [onSale._id, plain._id],
      changes: { discount: 50 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await adminProduct(onSale._id)).toMatchObject({ price: 117.5, originalPrice: 235, discount: 50 });
    expect(await storefront(onSale._id)).toMatchObject({ discount: 50, savings: 117.5 });
    const half = await adminProduct(plain._id);
    expect(half).toMatchObject({ price: 50, originalPrice: 100, discount: 50 });
    expect(half.variants.map((v) => [v.price, v.originalPrice, v.discount])).toEqual([
      [20, 40, 50],
      [30, 60, 50],
    ]);

    // 0 % ends the sale: back to the original price, which is then the price.
    await calls.inject('PUT', '/products/bulk-update', {
      productIds: [onSale._id],
      changes: { discount: 0 },
    });
    expect(await adminProduct(onSale._id)).toMatchObject({ price: 235, originalPrice: null, discount: 0 });
  });

  it('never shows more than was asked: 30 % off $10.01 is $7.00, shown as 30 %', async () => {
    const product = await calls.created(productBody({ price: 10.01, originalPrice: null, variants: [] }));
    await calls.inject('PUT', '/products/bulk-update', {
      productIds: [product._id],
      changes: { discount: 30 },
    });
    expect(await adminProduct(product._id)).toMatchObject({ price: 7, originalPrice: 10.01, discount: 30 });
  });

  it('refuses 100 % off: a price must stay above zero', async () => {
    const product = await calls.created(productBody({ variants: [] }));
    const res = await calls.inject('PUT', '/products/bulk-update', {
      productIds: [product._id],
      changes: { discount: 100 },
    });
    expect(res.statusCode).toBe(400);
    expect((await adminProduct(product._id)).price).toBe(product.price);
  });
});
