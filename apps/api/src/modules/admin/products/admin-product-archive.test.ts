import type {
  AdminProduct,
  AdminProductBody,
  AdminProductRowResponse,
  AdminProductsResponse,
} from '@store/shared/schemas/admin-products';
import { describe, expect, it } from 'vitest';
import { auditOf, productBody, productManagerSuite, sku } from './admin-products.fixtures.ts';

/**
 * A deleted product that orders refer to is archived, not lost (issue 18 item 9): the panel can list
 * it under an Archived filter, read it, restore it, and a SKU it holds says whose it is.
 */
const { app, manager, calls } = productManagerSuite();

/** A new product that an order refers to, so deleting it archives it. */
async function orderedProduct(body: AdminProductBody): Promise<AdminProduct> {
  const product = await calls.created(body);
  const line = await app()
    .db.selectFrom('orderItems')
    .select('id')
    .where('productId', 'is not', null)
    .executeTakeFirstOrThrow();
  // An order line of the demo data now points at it, as if a shopper had bought it.
  await app()
    .db.updateTable('orderItems')
    .set({ productId: product._id })
    .where('id', '=', line.id)
    .execute();
  return product;
}

const list = async (query: string) => (await calls.list(query)).json<AdminProductsResponse>();
const restore = (id: string) => calls.inject('PUT', `/products/${id}/restore`);

describe('archived products in the panel', () => {
  it('lists an archived product under the Archived filter only, and reads it', async () => {
    const product = await orderedProduct(productBody({ name: 'Lumenhall Archive Lamp', variants: [] }));
    expect((await calls.remove(product._id)).json()).toMatchObject({ outcome: 'archived' });

    const active = await list('?search=Lumenhall');
    expect(active.products).toEqual([]);
    const archived = await list('?archived=true&search=Lumenhall');
    expect(archived.products.map((p) => [p.name, p.archived])).toEqual([['Lumenhall Archive Lamp', true]]);
    expect(archived.pagination.total).toBe(1);
    const all = await list('?archived=true&limit=100');
    expect(all.products.every((p) => p.archived)).toBe(true);
    expect(all.products.map((p) => p._id)).toContain(product._id);

    const read = await calls.inject('GET', `/products/${product._id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json<{ product: AdminProduct }>().product).toMatchObject({
      _id: product._id,
      name: 'Lumenhall Archive Lamp',
      archived: true,
    });
    // Still gone from the shop, and not editable until restored.
    expect((await app().inject(`/api/products/${product._id}`)).statusCode).toBe(404);
    expect((await calls.update(product._id, productBody({ variants: [] }))).statusCode).toBe(404);
  });

  it('restores an archived product: back in the list and the shop, audited', async () => {
    const product = await orderedProduct(productBody({ name: 'Restorable Kettle', variants: [] }));
    await calls.remove(product._id);
    const res = await restore(product._id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminProductRowResponse>().product).toMatchObject({
      _id: product._id,
      name: 'Restorable Kettle',
      archived: false,
    });
    expect((await list('?search=Restorable')).products.map((p) => p._id)).toEqual([product._id]);
    expect((await app().inject(`/api/products/${product._id}`)).statusCode).toBe(200);

    const entries = await auditOf(app(), product._id);
    expect(entries.map((e) => e.action)).toEqual(['product.create', 'product.archive', 'product.restore']);
    expect(entries.at(-1)).toMatchObject({ actorId: manager().id });
    expect(entries.at(-1)!.changes.archived).toEqual({ before: true, after: false });

    const again = await restore(product._id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'PRODUCT_NOT_ARCHIVED' });
    expect((await restore('aaaaaaaaaaaaaaaaaaaaaaaa')).statusCode).toBe(404);
  });

  it('names the archived product that holds a SKU', async () => {
    const code = sku('ARCH');
    const product = await orderedProduct(
      productBody({ name: 'Old Lantern', variants: [{ sku: code, name: 'Old Lantern – Brass', price: 20 }] }),
    );
    await calls.remove(product._id);

    const body = productBody();
    const res = await calls.create({ ...body, variants: [{ ...body.variants![0]!, sku: code }] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: `SKU "${code}" belongs to the archived product "Old Lantern": restore it to use or change it`,
      code: 'SKU_TAKEN_ARCHIVED',
      details: { sku: code, product: 'Old Lantern', productId: product._id },
    });
  });
});
