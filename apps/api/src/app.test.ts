import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { BOOT_SCRIPT } from '@store/shared/boot-script';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DB } from './test/test-app.ts';

const webDist = mkdtempSync(join(tmpdir(), 'store-web-'));
mkdirSync(join(webDist, 'assets'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>E-Commerce</title><div id="root"></div>');
writeFileSync(join(webDist, 'assets', 'app-abc123.js'), 'console.log("app")');

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ seed: false, config: { webDist } });
});
afterAll(async () => {
  await app.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('GET /api/health', () => {
  it('reports ok, the database dialect and the version', async () => {
    const res = await app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: TEST_DB,
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
    });
  });
});

describe('unknown routes', () => {
  it('answers unknown /api paths with a JSON 404 of the standard shape', async () => {
    const res = await app.inject('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ error: 'Route GET /api/nope not found', code: 'NOT_FOUND' });
  });

  it('answers unknown non-API pages with the web app (SPA fallback), never cached', async () => {
    for (const path of ['/product/123', '/category/electronics', '/admin/products', '/']) {
      const res = await app.inject(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets with a long cache and 404s missing files instead of the app', async () => {
    const asset = await app.inject('/assets/app-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await app.inject('/assets/missing.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('NOT_FOUND');
  });

  it('does not serve the app for non-GET methods', async () => {
    const res = await app.inject({ method: 'POST', url: '/product/1' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });
});

describe('errors', () => {
  it('turns malformed JSON into a 400 without details of the parser', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'The request body is not valid JSON', code: 'INVALID_JSON' });
  });

  it('names the field in a validation error', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/newsletter',
      payload: { email: 'not-an-email' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(res.json().error).toMatch(/^email: /);
  });

  it('refuses an unsupported content type with a 415 JSON error', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: { 'content-type': 'text/xml' },
      payload: '<email/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('never shows a stack trace, SQL or versions', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/newsletter',
      payload: '{"email": [1,2',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.body).not.toMatch(/at .*\.ts:\d+|select |insert |node_modules|fastify@/i);
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

describe('security headers', () => {
  it('sends a same-origin CSP, nosniff and no framing', async () => {
    const res = await app.inject('/api/health');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    // The one inline script a rendered page carries, by its exact text (packages/shared/src/boot-script.ts).
    const bootHash = createHash('sha256').update(BOOT_SCRIPT).digest('base64');
    expect(res.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${bootHash}'`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('compresses large responses for clients that accept it', async () => {
    const res = await app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe('OpenAPI document', () => {
  it('describes the API from the route schemas', async () => {
    const res = await app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/health',
      '/api/hero',
      '/api/categories',
      '/api/categories/active',
      '/api/products/featured',
      '/api/testimonials',
      '/api/brands',
      '/api/footer',
      '/api/newsletter',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
  });

  it('has an interactive page outside production', async () => {
    const res = await app.inject('/api/docs/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('rate limiting', () => {
  it('answers 429 with the standard error shape once a client exceeds the limit', async () => {
    const limited = await createTestApp({ seed: false, config: { rateLimitPerMinute: 3 } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) codes.push((await limited.inject('/api/brands')).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
      const res = await limited.inject('/api/brands');
      expect(res.json()).toMatchObject({ code: 'RATE_LIMITED' });
    } finally {
      await limited.close();
    }
  });
});
