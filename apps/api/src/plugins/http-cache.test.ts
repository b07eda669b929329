import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samples, type Samples, type Shopper } from '../test/shoppers.ts';
import { signInStaff } from '../test/staff.ts';
import { createTestApp } from '../test/test-app.ts';
import { matchesIfNoneMatch } from './http-cache.ts';

let app: FastifyInstance;
let s: Samples;
let manager: Shopper;
let categorySlug: string;

beforeAll(async () => {
  app = await createTestApp();
  s = await samples(app);
  manager = await signInStaff(app, 'admin', ['manage_products']);
  const category = await app.db
    .selectFrom('categories as c')
    .innerJoin('products as p', 'p.categoryId', 'c.id')
    .select('c.slug')
    .where('p.id', '=', s.plain.id)
    .executeTakeFirstOrThrow();
  categorySlug = category.slug;
});
afterAll(async () => app.close());

const product = (headers: Record<string, string> = {}, query = '') =>
  app.inject({ url: `/api/products/${s.plain.id}${query}`, headers });

describe('ETag and 304 on a product', () => {
  it('tags the same body with the same strong ETag, a hash of its bytes', async () => {
    const first = await product();
    const second = await product();
    expect(first.statusCode).toBe(200);
    expect(second.headers.etag).toBe(first.headers.etag);
    const digest = createHash('sha256').update(first.rawPayload).digest('base64url').slice(0, 22);
    expect(first.headers.etag).toBe(`"${digest}"`);
    const french = await product({}, '?lang=fr');
    expect(french.body).not.toBe(first.body);
    expect(french.headers.etag).not.toBe(first.headers.etag);
  });

  it('answers 304 with no body to a matching If-None-Match: alone, in a list, weak, or *', async () => {
    const { etag } = (await product()).headers as { etag: string };
    for (const header of [etag, `"older", ${etag}`, `W/${etag}`, '*']) {
      const res = await product({ 'if-none-match': header });
      expect(res.statusCode, header).toBe(304);
      expect(res.body, header).toBe('');
      expect(res.headers.etag, header).toBe(etag);
      expect(res.headers['cache-control'], header).toMatch(/^public, /);
      expect(res.headers['content-type'], header).toBeUndefined();
    }
    const other = await product({ 'if-none-match': '"something-else", W/"older"' });
    expect(other.statusCode).toBe(200);
    expect(other.json()).toMatchObject({ id: s.plain.id });
  });

  it('gives a changed product a new ETag, and a full 200 to the old one', async () => {
    const before = await product();
    const etag = before.headers.etag as string;
    const toggle = await app.inject({
      method: 'PUT',
      url: `/api/admin/products/${s.plain.id}/toggle-stock`,
      headers: manager.auth,
    });
    expect(toggle.statusCode).toBe(200);

    const after = await product({ 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.json().inStock).toBe(!before.json().inStock);
    expect((await product({ 'if-none-match': after.headers.etag as string })).statusCode).toBe(304);

    await app.inject({
      method: 'PUT',
      url: `/api/admin/products/${s.plain.id}/toggle-stock`,
      headers: manager.auth,
    });
    // Back as it was: the same bytes, so the first tag is current again.
    expect((await product({ 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('tags HEAD as GET', async () => {
    const get = await product();
    const head = await app.inject({ method: 'HEAD', url: `/api/products/${s.plain.id}` });
    expect(head.statusCode).toBe(200);
    expect(head.headers.etag).toBe(get.headers.etag);
  });
});

describe('ETag and compression', () => {
  it('keeps the tag of the JSON whatever the content-coding, and says caches must vary on it', async () => {
    const url = `/api/categories/${categorySlug}/products?limit=48`;
    const plain = await app.inject({ url });
    const gzipped = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
    expect(gzipped.headers.etag).toBe(plain.headers.etag);
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(gzipped.headers.vary).toBe('accept-encoding');

    const revalidated = await app.inject({
      url,
      headers: { 'accept-encoding': 'gzip', 'if-none-match': plain.headers.etag as string },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    expect(revalidated.headers['content-encoding']).toBeUndefined();
  });
});

describe('If-None-Match matching', () => {
  it('compares weakly, entry by entry', () => {
    expect(matchesIfNoneMatch(undefined, '"a"')).toBe(false);
    expect(matchesIfNoneMatch('', '"a"')).toBe(false);
    expect(matchesIfNoneMatch(' * ', '"a"')).toBe(true);
    expect(matchesIfNoneMatch('"b","a"', '"a"')).toBe(true);
    expect(matchesIfNoneMatch('W/"a"', '"a"')).toBe(true);
    expect(matchesIfNoneMatch('"ab"', '"a"')).toBe(false);
    expect(matchesIfNoneMatch('a', '"a"')).toBe(false);
  });
});
