import { adminHeroSlideListSchema, type AdminHeroSlide } from '@store/shared/schemas/admin-hero';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerShopper, type Shopper } from '../../../test/shoppers.ts';
import { signInStaff } from '../../../test/staff.ts';
import { createTestApp } from '../../../test/test-app.ts';

let app: FastifyInstance;
let editor: Shopper;
let events = 0;

beforeAll(async () => {
  app = await createTestApp();
  editor = await signInStaff(app, 'admin', ['manage_hero']);
  app.events.on('catalogueChanged', () => (events += 1));
});
afterAll(async () => app.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, auth: Record<string, string> = editor.auth) =>
  app.inject({ method, url: `/api/admin${url}`, headers: auth, ...(payload ? { payload } : {}) });

const slides = async () => adminHeroSlideListSchema.parse((await call('GET', '/hero')).json());
const storefront = async (lang = 'en') =>
  (await app.inject(`/api/hero?lang=${lang}`)).json<{ id: string; title: string; currentPrice: number }[]>();

const newSlide = (extra: Record<string, unknown> = {}) => ({
  title: 'Winter sale',
  titleFr: "Soldes d'hiver",
  subtitle: 'Warm coats',
  subtitleFr: 'Manteaux chauds',
  description: 'Up to half off',
  buttonText: 'Shop Now',
  buttonTextFr: 'Acheter',
  buttonLink: '/category/fashion',
  productImage: '/uploads/0123456789abcdef0123456789abcdef.webp',
  backgroundImage: 'https://cdn.example.com/snow.jpg',
  isActive: true,
  discount: 25,
  oldPrice: 199.99,
  currentPrice: 149.99,
  ...extra,
});

async function create(extra: Record<string, unknown> = {}): Promise<AdminHeroSlide> {
  const res = await call('POST', '/hero', newSlide(extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ slide: AdminHeroSlide }>().slide;
}

/** The slide as a body: what the screen sends back when it edits or flips a slide. */
const bodyOf = ({ _id: _i, id: _d, order: _o, createdAt: _c, updatedAt: _u, ...fields }: AdminHeroSlide) =>
  fields;

const auditActions = async (entityId: string | null) =>
  (
    await app.db
      .selectFrom('auditLog')
      .select(['action', 'changes', 'actorId'])
      .where('entityType', '=', 'heroSlide')
      .$call((q) =>
        entityId === null ? q.where('entityId', 'is', null) : q.where('entityId', '=', entityId),
      )
      .orderBy('createdAt')
      .execute()
  ).map((row) => ({ ...row, changes: JSON.parse(row.changes) as Record<string, unknown> }));

describe('who may manage the hero slider', () => {
  it('needs the manage_hero permission', async () => {
    const customer = await registerShopper(app);
    const other = await signInStaff(app, 'admin', ['manage_categories']);
    expect((await call('GET', '/hero', undefined, {})).statusCode).toBe(401);
    expect((await call('GET', '/hero', undefined, customer.auth)).statusCode).toBe(403);
    expect((await call('POST', '/hero', newSlide(), other.auth)).statusCode).toBe(403);
    expect((await call('PUT', '/hero/reorder', { slides: [] }, other.auth)).statusCode).toBe(403);
  });
});

describe('validation (admin §5 hero slide form)', () => {
  it.each([
    [{ title: '' }, 'Title is required'],
    [{ title: undefined }, 'Title is required'],
    [{ title: 'x'.repeat(121) }, 'title: must be at most 120 characters'],
    [{ oldPrice: 149.99 }, 'oldPrice: Old price must be higher than the current price'],
    [{ oldPrice: 99 }, 'oldPrice: Old price must be higher than the current price'],
    [{ currentPrice: null }, 'currentPrice: Enter the current price with the old price'],
    [{ currentPrice: 149.999 }, 'currentPrice: Prices have at most two decimals'],
    [{ oldPrice: 199.991 }, 'oldPrice: Prices have at most two decimals'],
    [{ oldPrice: -0.01 }, 'Price must be a number of 0 or more'],
    [{ currentPrice: 'cheap' }, 'Price must be a number of 0 or more'],
    [{ productImage: 'not a url' }, 'Please enter a valid image URL'],
    [{ backgroundImage: 'javascript:alert(1)' }, 'Please enter a valid image URL'],
    [{ buttonLink: 'ftp://example.com' }, 'Please enter a valid link'],
  ])('%j → %s', async (change, message) => {
    const res = await call('POST', '/hero', newSlide(change));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(res.json<{ error: string }>().error).toContain(message);
  });

  it('takes a slide with only a title; the rest is empty and the button says Shop Now', async () => {
    const res = await call('POST', '/hero', { title: 'Just a title' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      slide: { title: 'Just a title', subtitle: '', buttonText: 'Shop Now', discount: null, isActive: true },
    });
  });
});

describe('the percent off follows the prices', () => {
  it('shows 37 % off for $12.49 against $19.99 in the panel and the storefront, whatever is sent', async () => {
    const slide = await create({ oldPrice: 19.99, currentPrice: 12.49, discount: 25 });
    expect(slide).toMatchObject({ oldPrice: 19.99, currentPrice: 12.49, discount: 37 });
    const shown = (await app.inject('/api/hero?lang=fr')).json<{ id: string; discount: number | null }[]>();
    expect(shown.find((s) => s.id === slide.id)?.discount).toBe(37);
    const plain = await create({ oldPrice: null, currentPrice: 20, discount: 50 });
    expect(plain).toMatchObject({ oldPrice: null, currentPrice: 20, discount: null });
  });
});

describe('adding, editing and deleting slides', () => {
  it('adds a slide at the end; the storefront shows it at once, in English and French', async () => {
    const before = await slides();
    const eventsBefore = events;
    const slide = await create();
    expect(slide).toMatchObject({ order: before.at(-1)!.order + 1, oldPrice: 199.99, currentPrice: 149.99 });
    expect(events).toBe(eventsBefore + 1);
    const row = await app.db
      .selectFrom('heroSlides')
      .select(['oldPriceCents', 'currentPriceCents'])
      .where('id', '=', slide.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ oldPriceCents: 19999, currentPriceCents: 14999 });
    expect((await storefront()).at(-1)).toMatchObject({
      id: slide.id,
      title: 'Winter sale',
      currentPrice: 149.99,
    });
    expect((await storefront('fr')).at(-1)).toMatchObject({ title: "Soldes d'hiver" });
    expect((await auditActions(slide.id)).map((a) => a.action)).toEqual(['hero.create']);
  });

  it('deactivates a slide by sending it with the flag flipped: gone from the storefront at once', async () => {
    const slide = await create();
    const res = await call('PUT', `/hero/${slide.id}`, { ...bodyOf(slide), isActive: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ slide: { isActive: false, order: slide.order } });
    expect((await storefront()).map((s) => s.id)).not.toContain(slide.id);
    const [, update] = await auditActions(slide.id);
    expect(update).toMatchObject({ action: 'hero.update', actorId: editor.id });
    expect(update!.changes).toEqual({ isActive: { before: true, after: false } });
  });

  it('deletes a slide, and answers 404 for an unknown one', async () => {
    const slide = await create();
    const res = await call('DELETE', `/hero/${slide.id}`);
    expect(res.statusCode).toBe(200);
    expect((await slides()).map((s) => s.id)).not.toContain(slide.id);
    expect((await storefront()).map((s) => s.id)).not.toContain(slide.id);
    expect((await auditActions(slide.id)).map((a) => a.action)).toEqual(['hero.create', 'hero.delete']);
    const again = await call('DELETE', `/hero/${slide.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'HERO_SLIDE_NOT_FOUND' });
    expect((await call('PUT', `/hero/${slide.id}`, newSlide())).statusCode).toBe(404);
  });
});

describe('PUT /api/admin/hero/reorder', () => {
  it('puts the slides in the order given (ids or whole slides), for the storefront too', async () => {
    const current = await slides();
    const reversed = [...current].reverse();
    const res = await call('PUT', '/hero/reorder', { slides: reversed.map((s) => s.id) });
    expect(res.statusCode, res.body).toBe(200);
    const answered = res.json<{ slides: AdminHeroSlide[] }>().slides;
    expect(answered.map((s) => s.id)).toEqual(reversed.map((s) => s.id));
    expect(answered.map((s) => s.order)).toEqual(reversed.map((_, i) => i));
    const active = reversed.filter((s) => s.isActive).map((s) => s.id);
    expect((await storefront()).map((s) => s.id)).toEqual(active);

    // The screen sends the full slides it holds, as the spec's client did.
    const back = await call('PUT', '/hero/reorder', { slides: current });
    expect(back.statusCode, back.body).toBe(200);
    expect((await slides()).map((s) => s.id)).toEqual(current.map((s) => s.id));
    const reorders = await auditActions(null);
    expect(reorders.map((a) => a.action)).toEqual(['hero.reorder', 'hero.reorder']);
    expect(reorders[0]!.changes).toEqual({
      order: { before: current.map((s) => s.id), after: reversed.map((s) => s.id) },
    });
  });

  it('refuses a list that is not exactly the slides, and changes nothing', async () => {
    const current = (await slides()).map((s) => s.id);
    const bad = [
      current.slice(1),
      [...current, current[0]],
      [...current.slice(1), '0123456789abcdef01234567'],
      [...current, '0123456789abcdef01234567'],
    ];
    for (const list of bad) {
      const res = await call('PUT', '/hero/reorder', { slides: list });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'The new order must list every slide exactly once',
        code: 'INVALID_SLIDE_ORDER',
      });
    }
    expect((await call('PUT', '/hero/reorder', { slides: [] })).statusCode).toBe(400);
    expect((await call('PUT', '/hero/reorder', { slides: ['nope'] })).statusCode).toBe(400);
    expect((await slides()).map((s) => s.id)).toEqual(current);
  });
});
