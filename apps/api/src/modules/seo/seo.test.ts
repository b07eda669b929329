import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { PRODUCTS_PER_FILE } from './sitemap.service.ts';

const BASE = 'https://shop.example.com';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ config: { publicUrl: BASE } });
});
afterAll(async () => app.close());

/** The addresses a sitemap lists, in order. */
const locs = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));

describe('GET /robots.txt', () => {
  it('lets crawlers in, keeps them out of the admin and every shopper’s own pages, and names the sitemap', async () => {
    const res = await app.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/admin', '/checkout', '/cart', '/profile', '/orders']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain('Disallow: /');
    expect(lines.some((l) => /^Disallow: \/(product|category|search|pages)/.test(l))).toBe(false);
    expect(lines).toContain(`Sitemap: ${BASE}/sitemap.xml`);
  });
});

describe('sitemaps', () => {
  it('indexes the pages file and one products file, by absolute address', async () => {
    const res = await app.inject('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex /);
    expect(locs(res.body)).toEqual([`${BASE}/sitemap-pages.xml`, `${BASE}/sitemap-products-1.xml`]);
  });

  it('lists home, the active categories and the published pages, each in English and French', async () => {
    const categories = await app.db
      .selectFrom('categories')
      .select('slug')
      .where('isActive', '=', 1)
      .execute();
    const res = await app.inject('/sitemap-pages.xml');
    expect(res.statusCode).toBe(200);
    const urls = locs(res.body);
    expect(urls.slice(0, 2)).toEqual([`${BASE}/`, `${BASE}/?lang=fr`]);
    for (const { slug } of categories) {
      expect(urls).toContain(`${BASE}/category/${slug}`);
      expect(urls).toContain(`${BASE}/category/${slug}?lang=fr`);
    }
    const page = await app.db
      .selectFrom('contentPages')
      .select('slug')
      .where('isPublished', '=', 1)
      .executeTakeFirst();
    expect(page).toBeDefined();
    expect(urls).toContain(`${BASE}/pages/${page!.slug}?lang=fr`);
  });

  it('lists every shown product and none that is hidden or in a hidden category', async () => {
    const shown = await app.db
      .selectFrom('products as p')
      .innerJoin('categories as c', 'c.id', 'p.categoryId')
      .select(['p.id', 'p.categoryId'])
      .where('p.isActive', '=', 1)
      .where('c.isActive', '=', 1)
      .execute();
    const product = (id: string) => `${BASE}/product/${id}`;
    const before = locs((await app.inject('/sitemap-products-1.xml')).body);
    expect(new Set(before)).toEqual(
      new Set(shown.flatMap(({ id }) => [product(id), `${product(id)}?lang=fr`])),
    );
    expect(before.length).toBeLessThanOrEqual(2 * PRODUCTS_PER_FILE);

    const [hidden, other] = shown;
    await app.db.updateTable('products').set({ isActive: 0 }).where('id', '=', hidden!.id).execute();
    await app.db.updateTable('categories').set({ isActive: 0 }).where('id', '=', other!.categoryId).execute();
    try {
      const after = locs((await app.inject('/sitemap-products-1.xml')).body);
      expect(after).not.toContain(product(hidden!.id));
      expect(after).not.toContain(product(other!.id));
      const stillShown = shown.filter((p) => p.id !== hidden!.id && p.categoryId !== other!.categoryId);
      expect(after).toContain(product(stillShown[0]!.id));
    } finally {
      await app.db.updateTable('products').set({ isActive: 1 }).where('id', '=', hidden!.id).execute();
      await app.db
        .updateTable('categories')
        .set({ isActive: 1 })
        .where('id', '=', other!.categoryId)
        .execute();
    }
  });

  it('answers 404 for a products file past the last and for a malformed one', async () => {
    for (const path of ['/sitemap-products-2.xml', '/sitemap-products-0.xml', '/sitemap-products-x.xml']) {
      const res = await app.inject(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.json(), path).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('is a public answer: a strong ETag and a 304 when the crawler already holds it', async () => {
    const first = await app.inject('/sitemap-pages.xml');
    expect(first.headers.etag).toMatch(/^"[\w-]{22}"$/);
    expect(first.headers['cache-control']).toContain('public');
    const again = await app.inject({
      url: '/sitemap-pages.xml',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });
});
