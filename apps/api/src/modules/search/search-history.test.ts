import { suggestionsResponseSchema } from '@store/shared/schemas/search';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER_EMAIL } from '../../config.ts';
import { createTestApp } from '../../test/test-app.ts';
import { openSession } from '../auth/sessions.service.ts';

let app: FastifyInstance;
let customerAuth: { authorization: string };
beforeAll(async () => {
  app = await createTestApp();
  const user = await app.db
    .selectFrom('users')
    .select(['id', 'tokenVersion'])
    .where('email', '=', DEMO_CUSTOMER_EMAIL)
    .executeTakeFirstOrThrow();
  const token = await openSession(
    { db: app.db, user: null, lang: 'en' },
    user,
    (await import('../../config.ts')).DEV_JWT_SECRET,
  );
  customerAuth = { authorization: `Bearer ${token}` };
});
afterAll(async () => app.close());

const guestA = { 'x-session-id': 'guest-1732000000000-aaaa1111' };
const guestB = { 'x-session-id': 'guest-1732000000001-bbbb2222' };

const searchAs = (headers: Record<string, string>, q: string, track = true) =>
  app.inject({ url: '/api/search', query: { q, track: String(track) }, headers });
const recent = async (headers: Record<string, string>) =>
  ((await app.inject({ url: '/api/recent', headers })).json() as { recent: string[] }).recent;

describe('GET /api/recent', () => {
  it("returns the caller's own submitted searches, newest first, once each", async () => {
    await searchAs(guestA, 'lamp');
    await searchAs(guestA, 'yoga mat');
    await searchAs(guestA, 'Lamp');
    await searchAs(guestA, 'sofa', false);
    const list = await recent(guestA);
    expect(list).toHaveLength(2);
    expect(list[0]!.toLowerCase()).toBe('lamp');
    expect(list[1]).toBe('yoga mat');
  });

  it("never shows another visitor's searches", async () => {
    await searchAs(guestB, 'kettle');
    expect(await recent(guestB)).toEqual(['kettle']);
    expect(await recent(guestA)).not.toContain('kettle');
    expect(await recent({})).toEqual([]);
    expect(await recent({ 'x-session-id': 'not-a-session' })).toEqual([]);
  });

  it("keeps a signed-in customer's searches on their account", async () => {
    await searchAs({ ...customerAuth, ...guestA }, 'backpack');
    expect(await recent(customerAuth)).toEqual(['backpack']);
    expect(await recent(guestA)).not.toContain('backpack');
  });
});

describe('GET /api/trending', () => {
  it('ranks what shoppers searched most, ignoring searches that found nothing', async () => {
    for (let i = 0; i < 4; i++) await searchAs({ 'x-session-id': `guest-1732000000000-t${i}xyz` }, 'serum');
    for (let i = 0; i < 6; i++)
      await searchAs({ 'x-session-id': `guest-1732000000000-z${i}xyz` }, 'qwxzqwxz');
    const { trending } = (await app.inject('/api/trending')).json() as { trending: string[] };
    expect(trending[0]).toBe('serum');
    expect(trending).not.toContain('qwxzqwxz');
    expect(trending.length).toBeGreaterThanOrEqual(6);
  });

  it('has sensible defaults in each language', async () => {
    const fresh = await createTestApp();
    try {
      const fr = (await fresh.inject('/api/trending?lang=fr')).json() as { trending: string[] };
      expect(fr.trending.length).toBeGreaterThanOrEqual(6);
      for (const q of fr.trending.slice(0, 6)) {
        const res = await fresh.inject({ url: '/api/search', query: { q, lang: 'fr' } });
        expect(res.json().total, q).toBeGreaterThan(0);
      }
    } finally {
      await fresh.close();
    }
  });
});

describe('GET /api/suggestions', () => {
  const suggest = async (q: string, lang = 'en') =>
    suggestionsResponseSchema.parse(
      (await app.inject({ url: '/api/suggestions', query: { q, lang } })).json(),
    ).suggestions;

  it('suggests up to five products and categories for what is typed', async () => {
    const list = await suggest('ele');
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(5);
    expect(list[0]).toEqual({ suggestion: 'Electronics', type: 'category' });
    expect(list.some((s) => s.type === 'product')).toBe(true);
  });

  it('names the most reviewed of the products whose name begins so first', async () => {
    const names = (await suggest('sonic')).filter((s) => s.type === 'product').map((s) => s.suggestion);
    const expected = await app.db
      .selectFrom('products')
      .select('nameEn')
      .where('nameEn', 'like', 'Sonic%')
      .where('isActive', '=', 1)
      .orderBy('reviewCount', 'desc')
      .orderBy('id')
      .limit(names.length)
      .execute();
    expect(names.length).toBeGreaterThan(1);
    expect(names).toEqual(expected.map((p) => p.nameEn));
  });

  it('puts names that begin so in the shopper’s language first', async () => {
    // 'cas' begins the English 'Cast' of « Poêle en fonte », so both languages' names match it…
    const english = await suggest('cas', 'en');
    expect(english.some((s) => /^Cast /.test(s.suggestion))).toBe(true);
    // …but a French shopper is first offered the names that begin so in French ('Casque').
    const names = (await suggest('cas', 'fr')).filter((s) => s.type === 'product').map((s) => s.suggestion);
    expect(names.length).toBeGreaterThan(1);
    expect(names.filter((name) => !/(^|[^\p{L}])cas/iu.test(name))).toEqual([]);
  });

  it('completes a hyphenated name from its one-letter start', async () => {
    // 'e-r': 'e' is a whole word of 'E-Reader'; the 'r' being typed narrows nothing yet.
    for (const q of ['e-r', 'e-re']) {
      const names = (await suggest(q)).filter((s) => s.type === 'product').map((s) => s.suggestion);
      expect(names, q).toContain('Inkleaf E-Reader');
      expect(
        names.every((name) => /(^|[^\p{L}])e([^\p{L}]|$)/iu.test(name)),
        q,
      ).toBe(true);
    }
  });

  it('stops offering a category switched off as soon as the catalogue change is announced', async () => {
    expect(await suggest('ele')).toContainEqual({ suggestion: 'Electronics', type: 'category' });
    const setActive = (isActive: 0 | 1) =>
      app.db.updateTable('categories').set({ isActive }).where('slug', '=', 'electronics').execute();
    await setActive(0);
    // What the admin's category routes announce once their change is committed.
    app.events.emit('catalogueChanged', { productIds: [] });
    expect(await suggest('ele')).not.toContainEqual({ suggestion: 'Electronics', type: 'category' });
    await setActive(1);
    app.events.emit('catalogueChanged', { productIds: [] });
    expect(await suggest('ele')).toContainEqual({ suggestion: 'Electronics', type: 'category' });
  });

  it('speaks French', async () => {
    const list = await suggest('ele', 'fr');
    expect(list[0]).toEqual({ suggestion: 'Électronique', type: 'category' });
  });

  it('suggests what a misspelt word finds', async () => {
    const list = await suggest('hedphones');
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((s) => /headphones/i.test(s.suggestion))).toBe(true);
  });

  it('suggests nothing under 2 characters and survives hostile input', async () => {
    expect(await suggest('e')).toEqual([]);
    for (const q of ['"*', 'NEAR(', "' or 1=1 --", 'x'.repeat(5000)]) {
      const res = await app.inject({ url: '/api/suggestions', query: { q } });
      expect(res.statusCode).toBe(200);
    }
  });
});
