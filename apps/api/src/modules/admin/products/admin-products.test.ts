import type { AdminProduct, AdminProductsResponse } from '@store/shared/schemas/admin-products';
import { describe, expect, it } from 'vitest';
import { registerShopper } from '../../../test/shoppers.ts';
import { signInStaff } from '../../../test/staff.ts';
import { productBody, productManagerSuite, sku } from './admin-products.fixtures.ts';

const { app, calls } = productManagerSuite();

const listOf = async (query: string) => {
  const res = await calls.list(query);
  expect(res.statusCode).toBe(200);
  return res.json<AdminProductsResponse>();
};

describe('GET /api/admin/products', () => {
  it('pages every active product newest first, 20 a page, rows with _id', async () => {
    const total = Number(
      (
        await app()
          .db.selectFrom('products')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('isActive', '=', 1)
          .executeTakeFirstOrThrow()
      ).n,
    );
    const first = await listOf('');
    expect(first.products).toHaveLength(20);
    expect(first.pagination).toEqual({ current: 1, pages: Math.ceil(total / 20), total });
    const dates = first.products.map((p) => p.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(first.products[0]).toMatchObject({ _id: expect.stringMatching(/^[0-9a-f]{24}$/) });

    const last = await listOf(`?page=${first.pagination.pages}`);
    expect(last.products).toHaveLength(total - (first.pagination.pages - 1) * 20);
    const page2 = await listOf('?page=2');
    expect(page2.products.map((p) => p._id)).not.toContain(first.products[0]!._id);
  });

  it('filters by category (name, slug or id), featured, stock and search, combined', async () => {
    const byName = await listOf('?category=Electronics&limit=100');
    expect(byName.products.length).toBeGreaterThan(0);
    expect(byName.products.every((p) => p.category === 'Electronics')).toBe(true);
    const bySlug = await listOf('?category=electronics&limit=100');
    const byId = await listOf(`?category=${byName.products[0]!.categoryId}&limit=100`);
    expect(bySlug.pagination.total).toBe(byName.pagination.total);
    expect(byId.pagination.total).toBe(byName.pagination.total);

    const featured = await listOf('?featured=true&limit=100');
    expect(featured.products.length).toBeGreaterThan(0);
    expect(featured.products.every((p) => p.featured)).toBe(true);
    const out = await listOf('?inStock=false&limit=100');
    expect(out.products.length).toBeGreaterThan(0);
    expect(out.products.every((p) => !p.inStock)).toBe(true);

    const search = await listOf('?search=headphones&category=electronics&inStock=true');
    expect(search.products.length).toBeGreaterThan(0);
    for (const p of search.products) {
      expect(p.name.toLowerCase() + p.description.toLowerCase()).toMatch(/headphone/);
      expect(p.inStock).toBe(true);
    }
    const past = await listOf('?search=headphones&category=electronics&inStock=true&page=500');
    expect(past).toEqual({ products: [], pagination: { ...search.pagination, current: 500 } });
    expect((await listOf('?category=no-such-category')).pagination.total).toBe(0);
    expect((await listOf('?search=zzzqqqxxx')).products).toEqual([]);
  });

  it('finds a product by a variant SKU', async () => {
    const product = await calls.created();
    const found = await listOf(`?search=${encodeURIComponent(product.variants[0]!.sku)}`);
    expect(found.products.map((p) => p._id)).toEqual([product._id]);
  });

  it('is refused without manage_products (403) and signed out (401)', async () => {
    const customer = await registerShopper(app());
    const other = await signInStaff(app(), 'admin', ['manage_orders']);
    for (const headers of [customer.auth, other.auth]) {
      expect((await app().inject({ url: '/api/admin/products', headers })).statusCode).toBe(403);
    }
    expect((await app().inject({ url: '/api/admin/products' })).statusCode).toBe(401);
  });
});

describe('POST and PUT /api/admin/products', () => {
  it('creates a bilingual product with gallery, specifications and variants', async () => {
    const body = productBody();
    const res = await calls.create(body);
    expect(res.statusCode).toBe(201);
    const product = res.json<{ product: AdminProduct }>().product;
    expect(product).toMatchObject({
      name: 'Aurora Desk Lamp',
      nameFr: 'Lampe de bureau Aurora',
      descriptionFr: 'Une lampe de bureau chaleureuse',
      category: 'Home & Garden',
      price: 49.99,
      originalPrice: 59.99,
      images: ['https://cdn.example.com/lamp-2.jpg'],
      stock: { quantity: 30, reserved: 0 },
      specifications: { Colour: 'Brass', Power: '8 W' },
      specificationsFr: { Colour: { name: 'Couleur', value: 'Laiton' } },
    });
    expect(product.variants).toEqual([
      expect.objectContaining({
        sku: body.variants![0]!.sku,
        stock: { quantity: 12, reserved: 0, lowStockThreshold: 10 },
        attributes: { size: null, color: 'Brass', material: null, style: null },
        isActive: true,
      }),
    ]);
    const fr = await app().inject({ url: `/api/products/${product._id}?lang=fr` });
    expect(fr.json()).toMatchObject({
      name: 'Lampe de bureau Aurora',
      specifications: { Couleur: 'Laiton' },
    });
    expect((await calls.inject('GET', `/products/${product._id}`)).json()).toEqual({
      success: true,
      product,
    });
  });

  it('applies the spec defaults: rating 5, reviews 0, in stock, not featured', async () => {
    const { rating, reviews, inStock, featured, ...rest } = productBody({ variants: [] });
    void [rating, reviews, inStock, featured];
    const product = await calls.created(rest);
    expect(product).toMatchObject({ rating: 5, reviews: 0, inStock: true, featured: false, variants: [] });
  });

  it('updates a variant by SKU keeping its id, adds and removes the others', async () => {
    const body = productBody();
    const product = await calls.created(body);
    const kept = product.variants[0]!;
    const added = { sku: sku('NEW'), name: 'Aurora – Black', price: 52, attributes: { color: 'Black' } };
    const res = await calls.update(product._id, {
      ...body,
      name: 'Aurora Lamp II',
      variants: [{ ...body.variants![0]!, price: 45, stock: { quantity: 3, lowStockThreshold: 5 } }, added],
    });
    expect(res.statusCode).toBe(200);
    const updated = res.json<{ product: AdminProduct }>().product;
    expect(updated.name).toBe('Aurora Lamp II');
    expect(updated.variants.map((v) => [v._id === kept._id, v.sku, v.price, v.stock.quantity])).toEqual([
      [true, kept.sku, 45, 3],
      [false, added.sku, 52, 0],
    ]);
    const removed = await calls.update(product._id, { ...body, variants: [added] });
    expect(removed.json<{ product: AdminProduct }>().product.variants.map((v) => v.sku)).toEqual([added.sku]);
  });

  it('answers a SKU used by another product with 409 SKU_TAKEN', async () => {
    const seeded = await app().db.selectFrom('productVariants').select('sku').executeTakeFirstOrThrow();
    const body = productBody();
    const res = await calls.create({ ...body, variants: [{ ...body.variants![0]!, sku: seeded.sku }] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: `SKU "${seeded.sku}" is already used by another product`,
      code: 'SKU_TAKEN',
      details: { sku: seeded.sku },
    });
    const twice = await calls.create({ ...body, variants: [body.variants![0]!, body.variants![0]!] });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('SKU_TAKEN');
  });

  it.each([
    [{ name: '  ' }, 'Product name is required'],
    [{ name: undefined }, 'Product name is required'],
    [{ description: '' }, 'Product description is required'],
    // Too long is not "required".
    [{ name: 'x'.repeat(201) }, 'name: must be at most 200 characters'],
    [{ description: 'x\n'.repeat(1001) }, 'description: must be at most 2000 characters'],
    [{ price: 0 }, 'Valid price is required'],
    [{ price: 'abc' }, 'Valid price is required'],
    [{ image: '' }, 'Product image URL is required'],
    [{ image: 'javascript:alert(1)' }, 'Image URLs must start with http(s):// or /'],
    [{ images: ['ftp://x/y.png'] }, 'Image URLs must start with http(s):// or /'],
    [{ category: '' }, 'Product category is required'],
    [{ rating: 6 }, 'Rating must be between 1 and 5'],
    [{ rating: 0.5 }, 'Rating must be between 1 and 5'],
    [{ reviews: -1 }, 'Reviews count must be a positive number'],
    [{ reviews: 1.5 }, 'Reviews count must be a positive number'],
    [{ originalPrice: 10 }, 'Original price must be higher than the price'],
    [{ price: 49.999 }, 'Prices have at most two decimals'],
    [{ variants: [{ sku: '', name: 'x', price: 1 }] }, 'Please fill in SKU, Name, and Price fields'],
    [{ variants: [{ sku: 'X-1', name: 'x' }] }, 'Please fill in SKU, Name, and Price fields'],
  ])('refuses %j with "%s"', async (change, message) => {
    const res = await calls.create({ ...productBody(), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(res.json().error).toContain(message);
  });

  it('refuses an unknown category (400) and answers 404 for an unknown product', async () => {
    const res = await calls.create(productBody({ category: 'Spaceships' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Unknown category: Spaceships', code: 'CATEGORY_NOT_FOUND' });
    const missing = await calls.update('aaaaaaaaaaaaaaaaaaaaaaaa', productBody());
    expect(missing.statusCode).toBe(404);
    expect((await calls.inject('GET', '/products/not-an-id')).statusCode).toBe(400);
  });
});
