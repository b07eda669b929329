import type { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';

/*
 * How the server hands pages to the web build's renderer (.ssr/entry-server.js). The renderer here
 * is a stand-in that echoes what it was asked; the real one is checked by the browser journeys
 * (e2e/server-render.spec.ts).
 */
const webDist = mkdtempSync(join(tmpdir(), 'store-web-pages-'));
mkdirSync(join(webDist, '.ssr'));
mkdirSync(join(webDist, '.vite'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>E-Commerce</title><div id="root"></div>');
writeFileSync(join(webDist, '.vite', 'manifest.json'), '{}');
writeFileSync(
  join(webDist, '.ssr', 'entry-server.js'),
  `import { Readable } from 'node:stream';
export function createRenderer({ origin, apiFetch }) {
  return async (path, lang) => {
    const health = await (await apiFetch('/api/health', { method: 'GET', headers: {} })).json();
    const page = '<!doctype html><html lang="' + lang + '"><p>rendered ' + path + ' from ' + origin +
      ' (api ' + health.status + ')</p>' + 'x'.repeat(4000) + '</html>';
    return { status: path.startsWith('/missing') ? 404 : 200, body: Readable.from([page]) };
  };
}
`,
);

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ seed: false, config: { webDist, publicUrl: 'https://shop.example' } });
});
afterAll(async () => {
  await app.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('server-rendered pages', () => {
  it('renders a storefront page through the renderer, which reaches the API in process', async () => {
    const res = await app.inject('/product/123?color=red');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain(
      '<html lang="en"><p>rendered /product/123?color=red from https://shop.example (api ok)',
    );
  });

  it('renders in the language of ?lang=, else of the remembered cookie, else in English', async () => {
    const cases: Array<[string, Record<string, string>, string]> = [
      ['/?lang=fr', {}, 'fr'],
      ['/', { cookie: 'other=1; preferred-language=fr' }, 'fr'],
      ['/?lang=en', { cookie: 'preferred-language=fr' }, 'en'],
      ['/?lang=de', { cookie: 'preferred-language=xx' }, 'en'],
    ];
    for (const [url, headers, lang] of cases) {
      const res = await app.inject({ url, headers });
      expect(res.body, url).toContain(`<html lang="${lang}">`);
      // A shared cache must keep each language's page apart.
      expect(res.headers.vary, url).toMatch(/cookie/i);
    }
  });

  it("passes on the renderer's status", async () => {
    expect((await app.inject('/missing-thing')).statusCode).toBe(404);
    expect((await app.inject('/category/lamps')).statusCode).toBe(200);
  });

  it('compresses pages for browsers that accept it', async () => {
    const res = await app.inject({ url: '/category/lamps', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toContain('rendered /category/lamps');
  });

  it('leaves the admin to the browser, and never serves the renderer or the build manifest', async () => {
    const admin = await app.inject('/admin/products');
    expect(admin.statusCode).toBe(200);
    expect(admin.body).toBe('<!doctype html><title>E-Commerce</title><div id="root"></div>');
    for (const path of ['/.ssr/entry-server.js', '/.vite/manifest.json', '/api/nope', '/assets/gone.js']) {
      const res = await app.inject(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.json(), path).toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});
