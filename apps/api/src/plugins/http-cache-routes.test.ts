import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { guest, registerShopper, samples, type Shopper } from '../test/shoppers.ts';
import { signInStaff } from '../test/staff.ts';
import { createTestApp } from '../test/test-app.ts';
import { CDN_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from './http-cache.ts';

/**
 * Which answers shared caches may keep (issue 19): every operation in the OpenAPI document, whoever
 * adds it, is either declared public (`x-public-cache`), and then answers 200 with a strong ETag and
 * the public Cache-Control, the same to every caller; or it answers `no-store`, to anyone.
 */

const operationSchema = z.object({ 'x-public-cache': z.unknown().optional() }).passthrough();
const documentSchema = z.object({ paths: z.record(z.string(), z.record(z.string(), operationSchema)) });

interface Operation {
  method: string;
  path: string;
  publicCache: unknown;
}

/** An id no row has: a route that looks it up answers 404 instead of changing anything. */
const UNKNOWN_ID = 'ffffffffffffffffffffffff';
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Answers meant for everyone: the storefront's catalogue and content calls. */
const EXPECTED_PUBLIC = [
  '/api/hero',
  '/api/testimonials',
  '/api/brands',
  '/api/footer',
  '/api/pages/{slug}',
  '/api/categories',
  '/api/categories/active',
  '/api/categories/{slug}/products',
  '/api/products/featured',
  '/api/products/{id}',
  '/api/recommendations/{id}',
  '/api/search',
  '/api/suggestions',
  '/api/trending',
].sort();

/** Answers that belong to the caller, each answering 200 to its owner here, never kept by a cache. */
const PERSONAL_READS = ['/api/favorites', '/api/orders', '/api/auth/profile'];
/** Personal answers a guest has too, by its x-session-id. */
const GUEST_READS = ['/api/cart', '/api/recent', '/api/recommendations'];

/** Sign-outs end the callers' tokens: they are walked last. */
const endsSession = (op: Operation) => op.path.startsWith('/api/auth/logout');

let app: FastifyInstance;
let operations: Operation[];
let customer: Shopper;
let superadmin: Shopper;
/** A URL answering 200 for each public path. */
let examples: Record<string, string>;

beforeAll(async () => {
  app = await createTestApp();
  const doc = documentSchema.parse((await app.inject({ url: '/api/docs/json' })).json());
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      publicCache: op['x-public-cache'],
    })),
  );
  customer = await registerShopper(app);
  superadmin = await signInStaff(app, 'superadmin');
  const { plain } = await samples(app);
  const category = await app.db
    .selectFrom('categories')
    .select('slug')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  examples = {
    '/api/pages/{slug}': '/api/pages/about',
    '/api/categories/{slug}/products': `/api/categories/${category.slug}/products`,
    '/api/products/{id}': `/api/products/${plain.id}`,
    '/api/recommendations/{id}': `/api/recommendations/${plain.id}`,
    '/api/search': '/api/search?q=shoes',
    '/api/suggestions': '/api/suggestions?q=sho',
  };
});
afterAll(async () => app.close());

const label = (op: Operation) => `${op.method} ${op.path}`;
const isPublic = (op: Operation) => op.publicCache !== undefined;

function call(op: Operation, url: string, headers: Record<string, string>) {
  return app.inject({
    method: op.method as 'GET',
    url,
    headers,
    ...(WRITES.has(op.method) ? { payload: {} } : {}),
  });
}

/** Every way of calling: nobody, a guest session, a signed-in customer, a superadmin. */
const callers = (who = { customer, superadmin }): Record<string, string>[] => [
  {},
  guest(),
  who.customer.auth,
  who.superadmin.auth,
];

function expectPublic(res: LightMyRequestResponse, what: string) {
  expect(res.statusCode, what).toBe(200);
  expect(res.headers.etag, what).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
  expect(res.headers['cache-control'], what).toBe(PUBLIC_CACHE_CONTROL);
  expect(res.headers['cdn-cache-control'], what).toBe(CDN_CACHE_CONTROL);
}

function expectNoStore(res: LightMyRequestResponse, what: string) {
  expect(res.headers['cache-control'], `${what} → ${res.statusCode}`).toBe('no-store');
  expect(res.headers.etag, `${what} → ${res.statusCode}`).toBeUndefined();
}

describe('HTTP caching, route by route', () => {
  it('declares exactly the catalogue and content reads public, and only GETs', () => {
    const declared = operations.filter(isPublic);
    expect(declared.map((op) => op.path).sort()).toEqual(EXPECTED_PUBLIC);
    expect(declared.every((op) => op.method === 'GET')).toBe(true);
    const search = declared.find((op) => op.path === '/api/search');
    expect(search?.publicCache).toEqual({ unlessQuery: 'track' });
  });

  it('answers every public read with a strong ETag and the public cache-control, the same to every caller', async () => {
    for (const op of operations.filter(isPublic)) {
      const url = examples[op.path] ?? op.path;
      const answers = await Promise.all(callers().map((headers) => call(op, url, headers)));
      for (const res of answers) expectPublic(res, label(op));
      expect(new Set(answers.map((res) => res.headers.etag)).size, label(op)).toBe(1);
      expect(new Set(answers.map((res) => res.body)).size, label(op)).toBe(1);
    }
  });

  it('answers no-store to every other operation, whoever calls, whatever the outcome', async () => {
    // Callers of their own: the walk signs them out at the end, and may change their account.
    const who = { customer: await registerShopper(app), superadmin: await signInStaff(app, 'superadmin') };
    const personal = operations.filter((o) => !isPublic(o));
    expect(personal.length).toBeGreaterThanOrEqual(80);
    for (const op of [...personal.filter((o) => !endsSession(o)), ...personal.filter(endsSession)]) {
      const url = op.path.replace(/\{[^}]+\}/g, UNKNOWN_ID);
      for (const headers of callers(who)) expectNoStore(await call(op, url, headers), label(op));
    }
  });

  it('keeps personal answers out of every cache: cart, favourites, recent searches, orders, profile', async () => {
    const get = async (url: string, headers: Record<string, string>) => {
      const res = await app.inject({ url, headers });
      expect(res.statusCode, url).toBe(200);
      expectNoStore(res, url);
    };
    for (const url of [...PERSONAL_READS, ...GUEST_READS]) await get(url, customer.auth);
    for (const url of GUEST_READS) await get(url, guest());
    await get('/api/admin/dashboard', superadmin.auth);
  });

  it('does not let a cache answer a tracked search, which records the caller’s search', async () => {
    const tracked = await app.inject({ url: '/api/search?q=shoes&track=true', headers: customer.auth });
    expect(tracked.statusCode).toBe(200);
    expectNoStore(tracked, 'tracked search');
    const recent = await app.inject({ url: '/api/recent', headers: customer.auth });
    expect(recent.json<{ recent: string[] }>().recent).toContain('shoes');
  });

  it('keeps errors of public routes out of caches', async () => {
    expectNoStore(await app.inject({ url: `/api/products/${UNKNOWN_ID}` }), 'unknown product');
    expectNoStore(await app.inject({ url: '/api/pages/no-such-page' }), 'unknown page');
    expectNoStore(await app.inject({ url: '/api/categories?lang=de' }), 'unknown language');
  });
});
