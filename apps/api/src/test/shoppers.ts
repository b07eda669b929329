import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { createTestApp } from './test-app.ts';
import { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_PASSWORD } from '../config.ts';

/** Test shoppers and catalogue samples for the account, cart and favourites suites. */

let counter = 0;

/** A fresh guest session id, as the storefront makes them. */
export function guestSession(): string {
  return `guest-${Date.now()}-${randomBytes(6).toString('hex')}`;
}

export type Headers = Record<string, string>;

/** Headers of a new guest visitor. */
export const guest = (): Headers => ({ 'x-session-id': guestSession() });

export const STRONG_PASSWORD = 'correct horse battery staple';

export interface Shopper {
  token: string;
  id: string;
  email: string;
  auth: { authorization: string };
}

/** Registers a new customer through the API and returns their token. */
export async function registerShopper(
  app: FastifyInstance,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<Shopper> {
  counter += 1;
  const email = `shopper${counter}-${randomBytes(3).toString('hex')}@example.com`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers,
    payload: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email,
      password: STRONG_PASSWORD,
      confirmPassword: STRONG_PASSWORD,
      ...extra,
    },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const body = res.json<{ token: string; user: { id: string } }>();
  return { token: body.token, id: body.user.id, email, auth: { authorization: `Bearer ${body.token}` } };
}

/** Sample products of the seeded catalogue, picked by what a test needs. */
export async function samples(app: FastifyInstance) {
  const withoutVariants = await app.db
    .selectFrom('products as p')
    .select(['p.id', 'p.priceCents', 'p.stockQuantity'])
    .where('p.isActive', '=', 1)
    .where('p.inStock', '=', 1)
    .where('p.stockQuantity', '>=', 20)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('productVariants as v').select('v.id').whereRef('v.productId', '=', 'p.id'))),
    )
    .orderBy('p.priceCents')
    .orderBy('p.id')
    .limit(3)
    .execute();
  const variants = await app.db
    .selectFrom('productVariants')
    .select([
      'id',
      'productId',
      'priceCents',
      'stockQuantity',
      'stockReserved',
      'color',
      'size',
      'material',
      'isActive',
    ])
    .orderBy('productId')
    .orderBy('position')
    .execute();
  const byProduct = new Map<string, typeof variants>();
  for (const v of variants) byProduct.set(v.productId, [...(byProduct.get(v.productId) ?? []), v]);
  const multi = [...byProduct.entries()].find(
    ([, vs]) => vs.filter((v) => v.isActive === 1 && v.stockQuantity - v.stockReserved > 5).length >= 2,
  );
  const withInactive = [...byProduct.entries()].find(([, vs]) => vs.some((v) => v.isActive === 0));
  const outOfStock = await app.db
    .selectFrom('products')
    .select('id')
    .where('inStock', '=', 0)
    .where('isActive', '=', 1)
    .orderBy('id')
    .executeTakeFirst();
  const [cheap, second, third] = withoutVariants;
  if (!cheap || !second || !third || !multi || !withInactive || !outOfStock) {
    throw new Error('the demo catalogue lacks a sample the tests need');
  }
  const [productId, vs] = multi;
  const active = vs.filter((v) => v.isActive === 1 && v.stockQuantity - v.stockReserved > 5);
  return {
    plain: cheap,
    plain2: second,
    plain3: third,
    variantProduct: { id: productId, variants: active },
    inactiveVariant: withInactive[1].find((v) => v.isActive === 0) ?? null,
    outOfStockId: outOfStock.id,
  };
}

export type Samples = Awaited<ReturnType<typeof samples>>;

/** The seeded shop on a fresh database, with its samples picked out. */
export async function openShop(): Promise<{ app: FastifyInstance; s: Samples }> {
  const app = await createTestApp();
  return { app, s: await samples(app) };
}

/** The seeded demo customer, signed in: the one account that has order history from the seed. */
export async function signInDemoCustomer(app: FastifyInstance): Promise<Headers> {
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: DEMO_CUSTOMER_EMAIL, password: DEMO_CUSTOMER_PASSWORD },
  });
  return { authorization: `Bearer ${login.json<{ token: string }>().token}` };
}

/** The cart calls, for a shop opened in beforeAll (the getter reads it once it is there). */
export function cartCalls(app: () => FastifyInstance) {
  return {
    getCart: (headers: Headers, lang = 'en') =>
      app().inject({ method: 'GET', url: `/api/cart?lang=${lang}`, headers }),
    add: (headers: Headers, payload: object) =>
      app().inject({ method: 'POST', url: '/api/cart/add', headers, payload }),
    update: (headers: Headers, productId: string, payload: object) =>
      app().inject({ method: 'PUT', url: `/api/cart/update/${productId}`, headers, payload }),
  };
}
