import { adminCategoryListSchema, type AdminCategory } from '@store/shared/schemas/admin-categories';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerShopper, type Shopper } from '../../../test/shoppers.ts';
import { signInStaff } from '../../../test/staff.ts';
import { createTestApp } from '../../../test/test-app.ts';

let app: FastifyInstance;
let editor: Shopper;
const changes: (readonly string[])[] = [];

beforeAll(async () => {
  app = await createTestApp();
  editor = await signInStaff(app, 'admin', ['manage_categories']);
  app.events.on('catalogueChanged', ({ productIds }) => changes.push(productIds));
});
afterAll(async () => app.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, auth: Record<string, string> = editor.auth) =>
  app.inject({ method, url: `/api/admin${url}`, headers: auth, ...(payload ? { payload } : {}) });

const list = async () => adminCategoryListSchema.parse((await call('GET', '/categories')).json());
const storefront = async (lang = 'en') =>
  (await app.inject(`/api/categories?lang=${lang}`)).json<{ slug: string; name: string }[]>();

let counter = 0;
function newCategory(extra: Record<string, unknown> = {}) {
  counter += 1;
  return {
    name: `Toys ${counter}`,
    nameFr: `Jouets ${counter}`,
    slug: `toys-${counter}`,
    description: 'Games and toys for every age',
    descriptionFr: 'Jeux et jouets pour tous les âges',
    image: '/uploads/0123456789abcdef0123456789abcdef.webp',
    icon: '🧸',
    isActive: true,
    ...extra,
  };
}

async function create(extra: Record<string, unknown> = {}): Promise<AdminCategory> {
  const res = await call('POST', '/categories', newCategory(extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ category: AdminCategory }>().category;
}

const bodyOf = (c: AdminCategory) => ({
  name: c.name,
  nameFr: c.nameFr,
  slug: c.slug,
  description: c.description,
  descriptionFr: c.descriptionFr,
  image: c.image,
  icon: c.icon,
  order: c.order,
  isActive: c.isActive,
});

async function auditOf(entityId: string) {
  return app.db
    .selectFrom('auditLog')
    .selectAll()
    .where('entityId', '=', entityId)
    .orderBy('createdAt')
    .execute();
}

describe('who may manage categories', () => {
  it('needs the manage_categories permission (or a superadmin)', async () => {
    const customer = await registerShopper(app);
    const other = await signInStaff(app, 'admin', ['manage_products']);
    const superadmin = await signInStaff(app, 'superadmin');
    expect((await call('GET', '/categories', undefined, {})).statusCode).toBe(401);
    expect((await call('GET', '/categories', undefined, customer.auth)).statusCode).toBe(403);
    expect((await call('POST', '/categories', newCategory(), other.auth)).statusCode).toBe(403);
    expect((await call('GET', '/categories', undefined, superadmin.auth)).statusCode).toBe(200);
  });
});

describe('GET /api/admin/categories', () => {
  it('lists every category in order with both languages and its featured count', async () => {
    const categories = await list();
    expect(categories.slice(0, 6).map((c) => c.slug)).toEqual([
      'electronics',
      'fashion',
      'home-garden',
      'sports-outdoors',
      'health-beauty',
      'books-media',
    ]);
    for (const c of categories) {
      const row = await app.db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('categoryId', '=', c.id)
        .where('featured', '=', 1)
        .where('isActive', '=', 1)
        .executeTakeFirstOrThrow();
      expect(c.featuredCount, c.slug).toBe(Number(row.n));
    }
    const electronics = categories[0]!;
    expect(electronics).toMatchObject({ _id: electronics.id, name: 'Electronics', isActive: true });
    expect(electronics.nameFr).toBeTruthy();
    expect(electronics.featuredCount).toBeGreaterThan(0);
  });
});

describe('validation (admin §5), answered by the server with the spec texts', () => {
  it.each([
    ['name', { name: '' }, 'Category name is required'],
    ['name', { name: undefined }, 'Category name is required'],
    ['slug', { slug: '   ' }, 'Category slug is required'],
    ['description', { description: '' }, 'Category description is required'],
    ['image', { image: '' }, 'Category image URL is required'],
    ['icon', { icon: '' }, 'Category icon is required'],
    // Too long is not "required".
    ['name', { name: 'x'.repeat(101) }, 'name: must be at most 100 characters'],
    ['icon', { icon: 'x'.repeat(17) }, 'icon: must be at most 16 characters'],
    [
      'description',
      { description: 'x'.repeat(1001) },
      'description: Category description must be at most 1000 characters',
    ],
    ['order', { order: -1 }, 'Order must be a valid number'],
    ['order', { order: 2.5 }, 'Order must be a valid number'],
    ['order', { order: 'first' }, 'Order must be a valid number'],
  ])('%s %j → %s', async (_field, change, message) => {
    const res = await call('POST', '/categories', newCategory(change));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(res.json<{ error: string }>().error).toContain(message);
  });

  it('refuses a slug the admin rule would not produce, and an image that is not a URL', async () => {
    const slug = await call('POST', '/categories', newCategory({ slug: 'Toys & Games' }));
    const image = await call('POST', '/categories', newCategory({ image: 'javascript:alert(1)' }));
    expect(slug.json<{ error: string }>().error).toContain('lower-case letters, digits and single hyphens');
    expect(image.json<{ error: string }>().error).toContain('Please enter a valid image URL');
  });
});

describe('creating, editing and deleting', () => {
  it('creates a category at the end of the order, audits it and shows it on the storefront at once', async () => {
    const countBefore = (await list()).length;
    changes.length = 0;
    const created = await create();
    expect(created).toMatchObject({ order: countBefore, featuredCount: 0, productCount: 0, icon: '🧸' });
    expect(changes).toEqual([[]]);
    expect((await storefront()).map((c) => c.slug)).toContain(created.slug);
    expect((await storefront('fr')).find((c) => c.slug === created.slug)?.name).toBe(created.nameFr);
    const [entry] = await auditOf(created.id);
    expect(entry).toMatchObject({ action: 'category.create', entityType: 'category', actorId: editor.id });
    expect(JSON.parse(entry!.changes)).toMatchObject({ slug: { before: null, after: created.slug } });
  });

  it('refuses a slug another category has (409), on create and on edit', async () => {
    const a = await create();
    const dup = await call('POST', '/categories', newCategory({ slug: 'electronics' }));
    const edit = await call('PUT', `/categories/${a.id}`, { ...bodyOf(a), slug: 'fashion' });
    for (const [res, slug] of [
      [dup, 'electronics'],
      [edit, 'fashion'],
    ] as const) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        error: expect.stringContaining('already exists'),
        code: 'CATEGORY_SLUG_TAKEN',
        details: { slug },
      });
    }
  });

  it('refuses a name another category has in either language, whatever its case and accents (409)', async () => {
    const before = await list();
    const taken = [
      { name: 'Electronics', slug: 'electronics-2' },
      { name: '  eLECTRONICS ', slug: 'electronics-3' },
      { name: 'electronique', slug: 'electronique' },
      { name: 'Gadgets', nameFr: 'ÉLECTRONIQUE', slug: 'gadgets' },
      { name: 'Gadgets', nameFr: 'Electronics', slug: 'gadgets' },
    ];
    for (const change of taken) {
      const res = await call('POST', '/categories', newCategory(change));
      expect(res.statusCode, JSON.stringify(change)).toBe(409);
      expect(res.json()).toEqual({
        error: 'A category named "Electronics" already exists',
        code: 'CATEGORY_NAME_TAKEN',
        details: { name: 'Electronics' },
      });
    }
    expect(await list()).toEqual(before);

    const a = await create();
    const renamed = await call('PUT', `/categories/${a.id}`, { ...bodyOf(a), name: 'Mode' });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json()).toMatchObject({ code: 'CATEGORY_NAME_TAKEN', details: { name: 'Fashion' } });
    // Its own names are no conflict: a category saved as it is, or with only its case changed.
    const same = await call('PUT', `/categories/${a.id}`, { ...bodyOf(a), name: a.name.toUpperCase() });
    expect(same.statusCode, same.body).toBe(200);
    expect((await auditOf(a.id)).map((e) => e.action)).toEqual(['category.create', 'category.update']);
  });

  it('edits every field, records before and after, and hides an inactive category from the storefront', async () => {
    const a = await create();
    const res = await call('PUT', `/categories/${a.id}`, {
      ...bodyOf(a),
      name: 'Board games',
      order: 42,
      isActive: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ category: { name: 'Board games', order: 42, isActive: false } });
    expect((await storefront()).map((c) => c.slug)).not.toContain(a.slug);
    const entries = await auditOf(a.id);
    expect(entries.map((e) => e.action)).toEqual(['category.create', 'category.update']);
    expect(JSON.parse(entries[1]!.changes)).toEqual({
      name: { before: a.name, after: 'Board games' },
      order: { before: a.order, after: 42 },
      isActive: { before: true, after: false },
    });
  });

  it('answers 404 for an unknown category and 400 for a malformed id', async () => {
    const missing = await call('PUT', '/categories/0123456789abcdef01234567', newCategory());
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'CATEGORY_NOT_FOUND' });
    expect((await call('DELETE', '/categories/nope')).statusCode).toBe(400);
  });

  it('refuses to delete a category products use (409) and deletes an unused one', async () => {
    const fashion = (await list()).find((c) => c.slug === 'fashion')!;
    const inUse = await call('DELETE', `/categories/${fashion.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toMatchObject({
      code: 'CATEGORY_IN_USE',
      details: { count: fashion.productCount },
    });

    const unused = await create();
    const res = await call('DELETE', `/categories/${unused.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Category deleted successfully' });
    expect((await list()).map((c) => c.id)).not.toContain(unused.id);
    expect((await storefront()).map((c) => c.slug)).not.toContain(unused.slug);
    expect((await auditOf(unused.id)).map((e) => e.action)).toEqual(['category.create', 'category.delete']);
  });
});

describe('a slug change never breaks storefront links', () => {
  it('answers the category under its new slug when the old one is asked for, across renames', async () => {
    const books = (await list()).find((c) => c.slug === 'books-media')!;
    changes.length = 0;
    const first = await call('PUT', `/categories/${books.id}`, { ...bodyOf(books), slug: 'books-music' });
    expect(first.statusCode, first.body).toBe(200);
    expect(changes[0]!.length).toBe(books.productCount);
    const second = await call('PUT', `/categories/${books.id}`, {
      ...bodyOf(books),
      name: 'Reading',
      slug: 'reading',
    });
    expect(second.statusCode).toBe(200);

    for (const old of ['books-media', 'books-music', 'reading']) {
      const res = await app.inject(`/api/categories/${old}/products`);
      expect(res.statusCode, old).toBe(200);
      expect(res.json()).toMatchObject({ slug: 'reading', categoryName: 'Reading' });
      expect(res.json<{ total: number }>().total).toBeGreaterThan(0);
    }
    // The search index follows the new name.
    const search = await app.inject('/api/search?q=reading');
    expect(search.json<{ total: number }>().total).toBeGreaterThan(0);
  });

  it('gives an old slug to a new category that takes it: the live category wins', async () => {
    const a = await create();
    await call('PUT', `/categories/${a.id}`, { ...bodyOf(a), slug: `${a.slug}-renamed` });
    const b = await create({ slug: a.slug });
    const res = await app.inject(`/api/categories/${a.slug}/products`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ slug: b.slug, categoryName: b.name });
  });

  it('answers 404 for an old slug of a deleted or inactive category', async () => {
    const a = await create();
    await call('PUT', `/categories/${a.id}`, { ...bodyOf(a), slug: `${a.slug}-new`, isActive: false });
    expect((await app.inject(`/api/categories/${a.slug}/products`)).statusCode).toBe(404);
    await call('DELETE', `/categories/${a.id}`);
    expect((await app.inject(`/api/categories/${a.slug}/products`)).statusCode).toBe(404);
  });
});
