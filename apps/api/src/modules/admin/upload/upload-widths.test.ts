import type { FastifyInstance } from 'fastify';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInStaff } from '../../../test/staff.ts';
import { createTestApp } from '../../../test/test-app.ts';

const uploadDir = mkdtempSync(join(tmpdir(), 'store-upload-widths-test-'));
let app: FastifyInstance;
let auth: Record<string, string>;

beforeAll(async () => {
  app = await createTestApp({ seed: false, config: { uploadDir } });
  auth = (await signInStaff(app, 'admin', ['manage_products'])).auth;
});
afterAll(async () => app.close());

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } });

/** Uploads an image as the admin and answers its stored name. */
async function uploaded(image: Sharp): Promise<string> {
  const body = new FormData();
  body.append(
    'file',
    new Blob([new Uint8Array(await image.png().toBuffer())], { type: 'image/png' }),
    'a.png',
  );
  const res = await app.inject({ method: 'POST', url: '/api/admin/upload', headers: auth, payload: body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ url: string }>().url.split('/').pop() ?? '';
}

describe('GET /uploads/w/{width}/{name}', () => {
  it('serves narrower copies of an upload for srcset, kept once made, never enlarged', async () => {
    const name = await uploaded(photo(1600, 800));

    const narrow = await app.inject(`/uploads/w/400/${name}`);
    expect(narrow.statusCode).toBe(200);
    expect(narrow.headers['content-type']).toBe('image/webp');
    expect(narrow.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(narrow.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 400,
      height: 200,
    });
    expect(readdirSync(join(uploadDir, 'w', '400'))).toContain(name);
    const again = await app.inject(`/uploads/w/400/${name}`);
    expect(again.rawPayload.equals(narrow.rawPayload)).toBe(true);

    // Asked wider than the original: the original's width, not an enlargement.
    const wide = await app.inject(`/uploads/w/1200/${await uploaded(photo(300, 300))}`);
    expect((await sharp(wide.rawPayload).metadata()).width).toBe(300);
  });

  it('answers 404 for another width, an unknown image or a name that is not a stored one', async () => {
    const name = await uploaded(photo(900, 600));
    for (const path of [
      `/uploads/w/500/${name}`,
      `/uploads/w/400/${'0'.repeat(32)}.webp`,
      '/uploads/w/400/..%2F..%2Fpackage.json',
      `/uploads/w/400/${name.replace('.webp', '.png')}`,
    ]) {
      const res = await app.inject(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});
