import type { FastifyInstance } from 'fastify';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerShopper, type Shopper } from '../../../test/shoppers.ts';
import { signInStaff } from '../../../test/staff.ts';
import { createTestApp } from '../../../test/test-app.ts';

const uploadDir = mkdtempSync(join(tmpdir(), 'store-upload-test-'));
let app: FastifyInstance;
let manager: Shopper;

beforeAll(async () => {
  app = await createTestApp({ seed: false, config: { uploadDir } });
  manager = await signInStaff(app, 'admin', ['manage_products']);
});
afterAll(async () => app.close());

interface FilePart {
  bytes: Buffer;
  name?: string;
  type?: string;
}

function form(file: FilePart | null, fields: Record<string, string> = {}): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  if (file) {
    const blob = new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/png' });
    body.append('file', blob, file.name ?? 'photo.png');
  }
  return body;
}

function upload(payload: FormData | string, auth: Record<string, string> = manager.auth) {
  return app.inject({ method: 'POST', url: '/api/admin/upload', headers: auth, payload });
}

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } });

/** A real 1x1 PNG whose header then claims `size` x `size` pixels (its CRC kept valid). */
async function pngClaiming(size: number): Promise<Buffer> {
  const png = Buffer.from(await photo(1, 1).png().toBuffer());
  png.writeUInt32BE(size, 16);
  png.writeUInt32BE(size, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe('POST /api/admin/upload', () => {
  it('stores a large JPEG as WebP of at most 2000 px, without its EXIF, served for a year', async () => {
    const jpeg = await photo(3000, 1500)
      .withExif({ IFD0: { Copyright: 'Secret Owner', Make: 'PhoneCam' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();

    const res = await upload(form({ bytes: jpeg, name: 'holiday.jpg', type: 'image/jpeg' }));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ url: string; width: number; height: number; format: string }>();
    expect(body).toMatchObject({ success: true, width: 2000, height: 1000, format: 'webp' });
    expect(body.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);

    const served = await app.inject(body.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const stored = await sharp(served.rawPayload).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 2000, height: 1000 });
    expect(stored.exif).toBeUndefined();
    expect(served.rawPayload.includes('Secret Owner')).toBe(false);
  });

  it('keeps a small PNG at its size, and stores the same image once under one name', async () => {
    const png = await photo(640, 480).png().toBuffer();
    const first = await upload(form({ bytes: png }, { type: 'image' }));
    const second = await upload(form({ bytes: png, name: 'again.png' }));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ width: 640, height: 480, format: 'webp' });
    expect(second.json<{ url: string }>().url).toBe(first.json<{ url: string }>().url);
    expect(readdirSync(uploadDir).filter((name) => name.startsWith('.'))).toEqual([]);
  });

  it('takes WebP and AVIF too, judged by content whatever the name says', async () => {
    const webp = await photo(300, 200).webp().toBuffer();
    const avif = await photo(64, 48).avif().toBuffer();
    const a = await upload(form({ bytes: webp, name: 'picture.bin', type: 'application/octet-stream' }));
    const b = await upload(form({ bytes: avif, name: 'picture.avif', type: 'image/avif' }));
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    expect(b.json()).toMatchObject({ width: 64, height: 48 });
  });

  it.each([
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'logo.png',
    ],
    ['an HTML page', Buffer.from('<!doctype html><html><script>alert(1)</script></html>'), 'page.jpg'],
    [
      'a renamed program',
      Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(500)]),
      'cat.jpg',
    ],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'anim.webp'],
  ])('refuses %s sent as an image (415)', async (_name, bytes, name) => {
    const res = await upload(form({ bytes, name, type: 'image/png' }));
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      error: 'Only JPEG, PNG, WebP or AVIF images can be uploaded',
      code: 'INVALID_IMAGE',
    });
  });

  it('refuses a damaged image with the right signature (400)', async () => {
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
    const res = await upload(form({ bytes: broken, name: 'x.jpg', type: 'image/jpeg' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_IMAGE' });
  });

  it('refuses a file over 5 MB (413)', async () => {
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5 * 1024 * 1024, 1)]);
    const res = await upload(form({ bytes: big, name: 'huge.jpg', type: 'image/jpeg' }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      error: 'The file is too large: at most 5 MB',
      code: 'PAYLOAD_TOO_LARGE',
      details: { maxBytes: 5 * 1024 * 1024 },
    });
  });

  it('refuses a decompression bomb from its header alone (413)', async () => {
    const bomb = await pngClaiming(30_000);
    const res = await upload(form({ bytes: bomb, name: 'bomb.png' }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'IMAGE_TOO_LARGE' });
  });

  it('refuses an empty file, a missing file, a body that is not multipart, an unknown type', async () => {
    const empty = await upload(form({ bytes: Buffer.alloc(0) }));
    const missing = await upload(form(null, { type: 'image' }));
    const json = await app.inject({
      method: 'POST',
      url: '/api/admin/upload',
      headers: manager.auth,
      payload: { file: 'x' },
    });
    const png = await photo(10, 10).png().toBuffer();
    const wrongType = await upload(form({ bytes: png }, { type: 'video' }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ error: 'Please choose an image file to upload', code: 'FILE_REQUIRED' });
    expect(missing.json()).toMatchObject({ code: 'FILE_REQUIRED' });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(wrongType.statusCode).toBe(400);
  });

  it('is for staff whose forms take an image: products, categories, hero slider and footer', async () => {
    const png = await photo(20, 20).png().toBuffer();
    const customer = await registerShopper(app);
    const bareAdmin = await signInStaff(app, 'admin', ['manage_orders', 'manage_users', 'manage_pages']);
    expect((await upload(form({ bytes: png }), {})).statusCode).toBe(401);
    expect((await upload(form({ bytes: png }), customer.auth)).statusCode).toBe(403);
    expect((await upload(form({ bytes: png }), bareAdmin.auth)).statusCode).toBe(403);
    for (const permission of ['manage_hero', 'manage_categories', 'manage_footer'] as const) {
      const editor = await signInStaff(app, 'admin', [permission]);
      expect((await upload(form({ bytes: png }), editor.auth)).statusCode, permission).toBe(200);
    }
  });

  it('answers an unknown upload name with a JSON 404', async () => {
    const res = await app.inject('/uploads/0123456789abcdef0123456789abcdef.webp');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  // Last: it spends this client's uploads for the minute.
  it('refuses more than 30 uploads a minute from one client (429)', async () => {
    const png = await photo(2, 2).png().toBuffer();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await upload(form({ bytes: png }))).statusCode);
    expect(statuses).toContain(429);
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(30);
  });
});
