import type { AdminProduct, AdminProductBody } from '@store/shared/schemas/admin-products';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import type { Shopper } from '../../../test/shoppers.ts';
import { signInStaff } from '../../../test/staff.ts';
import { createTestApp } from '../../../test/test-app.ts';

/** Calls and sample bodies shared by the product management suites. */

/** A unique SKU, so suites never collide with the seed or with each other. */
export const sku = (label: string) => `T-${label}-${randomBytes(3).toString('hex').toUpperCase()}`;

/** A complete, valid product body in both languages, with one variant. */
export function productBody(overrides: Partial<AdminProductBody> = {}): AdminProductBody {
  return {
    name: 'Aurora Desk Lamp',
    nameFr: 'Lampe de bureau Aurora',
    description: 'A warm desk lamp',
    descriptionFr: 'Une lampe de bureau chaleureuse',
    detailedDescription: 'Dimmable, with a USB port.',
    detailedDescriptionFr: 'Variateur et port USB.',
    price: 49.99,
    originalPrice: 59.99,
    image: '/images/products/lamp.svg',
    images: ['https://cdn.example.com/lamp-2.jpg'],
    category: 'Home & Garden',
    rating: 4.5,
    reviews: 12,
    inStock: true,
    featured: false,
    stock: { quantity: 30 },
    specifications: { Colour: 'Brass', Power: '8 W' },
    specificationsFr: { Colour: { name: 'Couleur', value: 'Laiton' } },
    variants: [
      {
        sku: sku('LAMP'),
        name: 'Aurora – Brass',
        price: 49.99,
        stock: { quantity: 12 },
        attributes: { color: 'Brass' },
      },
    ],
    ...overrides,
  };
}

export function productCalls(app: () => FastifyInstance, staff: () => Shopper) {
  const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app().inject({ method, url: `/api/admin${url}`, headers: staff().auth, ...(payload ? { payload } : {}) });
  return {
    inject,
    list: (query = '') => inject('GET', `/products${query}`),
    create: (body: object) => inject('POST', '/products', body),
    update: (id: string, body: object) => inject('PUT', `/products/${id}`, body),
    remove: (id: string) => inject('DELETE', `/products/${id}`),
    /** Creates a product and answers it as saved. */
    created: async (body: object = productBody()): Promise<AdminProduct> => {
      const res = await inject('POST', '/products', body);
      if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
      return res.json<{ product: AdminProduct }>().product;
    },
  };
}

/**
 * A fresh app and a staff member with manage_products for the calling suite, started in its
 * beforeAll and closed in its afterAll. The getters are for use inside tests, once both exist.
 */
export function productManagerSuite() {
  let app: FastifyInstance | undefined;
  let manager: Shopper | undefined;
  const appOf = (): FastifyInstance => {
    if (!app) throw new Error('the product suite has not started yet');
    return app;
  };
  const managerOf = (): Shopper => {
    if (!manager) throw new Error('the product suite has not started yet');
    return manager;
  };
  beforeAll(async () => {
    app = await createTestApp();
    manager = await signInStaff(app, 'admin', ['manage_products']);
  });
  afterAll(async () => app?.close());
  return { app: appOf, manager: managerOf, calls: productCalls(appOf, managerOf) };
}

/** Audit entries written for one product, oldest first, with their changes parsed. */
export async function auditOf(app: FastifyInstance, productId: string) {
  const rows = await app.db
    .selectFrom('auditLog')
    .selectAll()
    .where('entityType', '=', 'product')
    .where('entityId', '=', productId)
    .orderBy('createdAt')
    .execute();
  return rows.map((r) => ({
    ...r,
    changes: JSON.parse(r.changes) as Record<string, { before: unknown; after: unknown }>,
  }));
}
