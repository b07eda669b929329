import type { AdminProduct } from '@store/shared/schemas/admin-products';
import { describe, expect, it } from 'vitest';
import { auditOf, productBody, productManagerSuite } from './admin-products.fixtures.ts';

const { app, manager, calls } = productManagerSuite();

const storefront = (id: string) => app().inject({ url: `/api/products/${id}` });
const searchNames = async (q: string) =>
  (await app().inject({ url: `/api/search?q=${encodeURIComponent(q)}` }))
    .json<{ products: { name: string }[] }>()
    .products.map((p) => p.name);

describe('storefront and search see admin writes at once', () => {
  it('a renamed product shows on its page and in (cached) search right after the write', async () => {
    const product = await calls.created(productBody({ name: 'Zephyrine Lantern' }));
    expect(await searchNames('zephyrine')).toEqual(['Zephyrine Lantern']);
    // Asked twice: the second answer comes from the search cache.
    expect(await searchNames('zephyrine')).toEqual(['Zephyrine Lantern']);
    const res = await calls.update(product._id, productBody({ name: 'Zephyrine Lantern Pro', variants: [] }));
    expect(res.statusCode).toBe(200);
    expect((await storefront(product._id)).json().name).toBe('Zephyrine Lantern Pro');
    expect(await searchNames('zephyrine')).toEqual(['Zephyrine Lantern Pro']);
    expect(await searchNames('lantern pro')).toEqual(['Zephyrine Lantern Pro']);
  });
});

describe('DELETE /api/admin/products/{id} and bulk-delete', () => {
  it('deletes a product nobody ordered, with its cart lines, favourites and search row', async () => {
    const product = await calls.created(productBody({ name: 'Quillfeather Notebook' }));
    const favorite = await app().inject({
      method: 'POST',
      url: '/api/favorites',
      headers: manager().auth,
      payload: { productId: product._id },
    });
    const cart = await app().inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: manager().auth,
      payload: { productId: product._id, quantity: 1 },
    });
    expect([favorite.statusCode, cart.statusCode]).toEqual([201, 200]);
    const res = await calls.remove(product._id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, outcome: 'deleted' });
    for (const table of ['products', 'cartItems', 'favorites', 'productVariants'] as const) {
      const column = table === 'products' ? 'id' : 'productId';
      const left = await app().db.selectFrom(table).select(column).where(column, '=', product._id).execute();
      expect(left).toEqual([]);
    }
    expect((await storefront(product._id)).statusCode).toBe(404);
    expect(await searchNames('quillfeather')).toEqual([]);
    expect((await calls.remove(product._id)).statusCode).toBe(404);
  });

  it('archives an ordered product: hidden from shop and list, readable, its order lines intact', async () => {
    const ordered = await app()
      .db.selectFrom('orderItems')
      .select(['productId', 'orderId'])
      .where('productId', 'is not', null)
      .executeTakeFirstOrThrow();
    const id = ordered.productId!;
    const res = await calls.remove(id);
    expect(res.json()).toMatchObject({ success: true, outcome: 'archived' });
    const row = await app()
      .db.selectFrom('products')
      .select('isActive')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(row?.isActive).toBe(0);
    expect((await storefront(id)).statusCode).toBe(404);
    // Read-only for the panel now (its Archived filter): readable, not editable.
    expect((await calls.inject('GET', `/products/${id}`)).json()).toMatchObject({
      product: { archived: true },
    });
    expect((await calls.inject('PUT', `/products/${id}/toggle-featured`)).statusCode).toBe(404);
    const lines = await app()
      .db.selectFrom('orderItems')
      .select('productId')
      .where('orderId', '=', ordered.orderId)
      .execute();
    expect(lines.map((l) => l.productId)).toContain(id);
    const [entry] = (await auditOf(app(), id)).slice(-1);
    expect(entry).toMatchObject({ action: 'product.archive', actorId: manager().id });
  });

  it('bulk-deletes by the same rule and says how many were deleted and archived', async () => {
    const a = await calls.created(productBody({ variants: [] }));
    const b = await calls.created(productBody({ variants: [] }));
    const ordered = await app()
      .db.selectFrom('orderItems as oi')
      .innerJoin('products as p', 'p.id', 'oi.productId')
      .select('p.id')
      .where('p.isActive', '=', 1)
      .executeTakeFirstOrThrow();
    const res = await calls.inject('DELETE', '/products/bulk-delete', {
      productIds: [a._id, b._id, ordered.id, 'bbbbbbbbbbbbbbbbbbbbbbbb'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      deleted: 2,
      archived: 1,
      message: '2 product(s) deleted, 1 archived',
    });
  });
});

describe('toggles and bulk update', () => {
  it('toggle-featured and toggle-stock flip the flags, with before/after in the audit log', async () => {
    const product = await calls.created(productBody({ variants: [] }));
    const featured = await calls.inject('PUT', `/products/${product._id}/toggle-featured`);
    expect(featured.json().product).toMatchObject({ _id: product._id, featured: true, inStock: true });
    const stock = await calls.inject('PUT', `/products/${product._id}/toggle-stock`);
    expect(stock.json().product).toMatchObject({ featured: true, inStock: false });
    expect((await storefront(product._id)).json()).toMatchObject({ featured: true, inStock: false });

    const audit = await auditOf(app(), product._id);
    expect(audit.map((e) => e.action)).toEqual([
      'product.create',
      'product.toggle-featured',
      'product.toggle-stock',
    ]);
    expect(audit[0]!.changes.name).toEqual({ before: null, after: 'Aurora Desk Lamp' });
    expect(audit[1]!.changes.featured).toEqual({ before: false, after: true });
    expect(audit[2]).toMatchObject({
      actorEmail: manager().email,
      changes: { inStock: { before: true, after: false } },
    });
  });

  it('bulk-update sets featured, stock, category and discount on every listed product', async () => {
    const a = await calls.created(productBody({ variants: [] }));
    const b = await calls.created(productBody({ variants: [] }));
    const res = await calls.inject('PUT', '/products/bulk-update', {
      productIds: [a._id, b._id],
      changes: { featured: true, inStock: false, category: 'books-media', discount: 30 },
    });
    expect(res.json()).toEqual({ success: true, updated: 2, message: '2 product(s) updated' });
    for (const id of [a._id, b._id]) {
      const product = (await calls.inject('GET', `/products/${id}`)).json<{ product: AdminProduct }>()
        .product;
      expect(product).toMatchObject({
        featured: true,
        inStock: false,
        category: 'Books & Media',
        discount: 30,
      });
      expect((await auditOf(app(), id)).at(-1)?.changes.category).toEqual({
        before: 'Home & Garden',
        after: 'Books & Media',
      });
    }
    const empty = await calls.inject('PUT', '/products/bulk-update', { productIds: [a._id], changes: {} });
    expect(empty.statusCode).toBe(400);
  });
});

describe('stock held by checkout', () => {
  it('refuses to put stock below what checkouts hold (409), accepts it at or above', async () => {
    const body = productBody();
    const product = await calls.created(body);
    const variant = product.variants[0]!;
    await app()
      .db.updateTable('productVariants')
      .set({ stockReserved: 5 })
      .where('id', '=', variant._id)
      .execute();
    await app().db.updateTable('products').set({ stockReserved: 4 }).where('id', '=', product._id).execute();

    const lowVariant = await calls.update(product._id, {
      ...body,
      variants: [{ ...body.variants![0]!, stock: { quantity: 4 } }],
    });
    expect(lowVariant.statusCode).toBe(409);
    expect(lowVariant.json()).toMatchObject({ code: 'STOCK_BELOW_RESERVED', details: { reserved: 5 } });
    const lowProduct = await calls.update(product._id, { ...body, stock: { quantity: 3 } });
    expect(lowProduct.json()).toMatchObject({ code: 'STOCK_BELOW_RESERVED', details: { reserved: 4 } });
    const dropHeld = await calls.update(product._id, { ...body, variants: [] });
    expect(dropHeld.statusCode).toBe(409);

    const ok = await calls.update(product._id, {
      ...body,
      stock: { quantity: 4 },
      variants: [{ ...body.variants![0]!, stock: { quantity: 5 } }],
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json<{ product: AdminProduct }>().product.variants[0]!.stock).toEqual({
      quantity: 5,
      reserved: 5,
      lowStockThreshold: 10,
    });
    // A refused edit changed nothing and wrote no audit entry.
    expect((await auditOf(app(), product._id)).map((e) => e.action)).toEqual([
      'product.create',
      'product.update',
    ]);
  });
});
