import { brandSchema, footerSchema, heroSlideSchema, testimonialSchema } from '@store/shared/schemas/content';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from '../../test/test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

const get = (url: string) => app.inject(url);

describe.each(['/api/hero', '/api/testimonials', '/api/brands', '/api/footer'])('%s language', (path) => {
  it('refuses a language other than en and fr with a 400 naming lang', async () => {
    for (const lang of ['de', 'EN', '', 'en-US']) {
      const res = await get(`${path}?lang=${lang}`);
      expect(res.statusCode, lang).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', error: expect.stringMatching(/^lang: /) });
    }
  });
});

describe('GET /api/hero', () => {
  it('lists the active slides in order, in English by default and in French on request', async () => {
    const en = z.array(heroSlideSchema).parse((await get('/api/hero')).json());
    const fr = z.array(heroSlideSchema).parse((await get('/api/hero?lang=fr')).json());
    expect(en.length).toBeGreaterThanOrEqual(3);
    expect(en.map((s) => s.order)).toEqual([...en.map((s) => s.order)].sort((a, b) => a - b));
    expect(fr.map((s) => s.id)).toEqual(en.map((s) => s.id));
    expect(fr[0]?.title).not.toBe(en[0]?.title);
    const rows = await app.db.selectFrom('heroSlides').select(['id', 'titleFr']).execute();
    expect(fr[0]?.title).toBe(rows.find((r) => r.id === fr[0]?.id)?.titleFr);
  });

  it('hides inactive slides and falls back to English where French is missing', async () => {
    const [first, second] = z.array(heroSlideSchema).parse((await get('/api/hero')).json());
    await app.db.updateTable('heroSlides').set({ isActive: 0 }).where('id', '=', first!.id).execute();
    await app.db.updateTable('heroSlides').set({ titleFr: null }).where('id', '=', second!.id).execute();
    const fr = z.array(heroSlideSchema).parse((await get('/api/hero?lang=fr')).json());
    expect(fr.map((s) => s.id)).not.toContain(first!.id);
    expect(fr.find((s) => s.id === second!.id)?.title).toBe(second!.title);
    await app.db.updateTable('heroSlides').set({ isActive: 1 }).where('id', '=', first!.id).execute();
  });

  it('sends prices in dollars with two decimals', async () => {
    const slides = z.array(heroSlideSchema).parse((await get('/api/hero')).json());
    const priced = slides.find((s) => s.currentPrice !== null);
    expect(priced).toBeDefined();
    const row = await app.db
      .selectFrom('heroSlides')
      .select('currentPriceCents')
      .where('id', '=', priced!.id)
      .executeTakeFirstOrThrow();
    expect(priced!.currentPrice).toBe(row.currentPriceCents! / 100);
  });
});

describe('GET /api/testimonials', () => {
  it('lists testimonials with ratings from 1 to 5 in both languages', async () => {
    const en = z.array(testimonialSchema).parse((await get('/api/testimonials')).json());
    const fr = z.array(testimonialSchema).parse((await get('/api/testimonials?lang=fr')).json());
    expect(en.length).toBeGreaterThanOrEqual(6);
    expect(fr.map((t) => t.comment)).not.toEqual(en.map((t) => t.comment));
  });
});

describe('GET /api/brands', () => {
  it('lists at least ten brands with a logo and a description', async () => {
    const brands = z.array(brandSchema).parse((await get('/api/brands')).json());
    expect(brands.length).toBeGreaterThanOrEqual(10);
    for (const b of brands) expect(b.logoUrl).toMatch(/^\/images\//);
  });
});

describe('GET /api/footer', () => {
  it('returns the complete footer with category counts', async () => {
    const footer = footerSchema.parse((await get('/api/footer')).json());
    expect(footer.companyInfo.contact.email).toContain('@');
    expect(footer.sections.length).toBeGreaterThan(0);
    expect(footer.sections.every((s) => s.links.length > 0)).toBe(true);
    expect(footer.categories.length).toBe(6);
    const electronics = footer.categories.find((c) => c.slug === 'electronics');
    const count = await app.db
      .selectFrom('products as p')
      .innerJoin('categories as c', 'c.id', 'p.categoryId')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('c.slug', '=', 'electronics')
      .where('p.isActive', '=', 1)
      .executeTakeFirstOrThrow();
    expect(electronics?.productCount).toBe(Number(count.n));
    expect(footer.copyright.year).toBe(new Date().getUTCFullYear());
  });

  it('speaks French on request', async () => {
    const en = footerSchema.parse((await get('/api/footer')).json());
    const fr = footerSchema.parse((await get('/api/footer?lang=fr')).json());
    expect(fr.companyInfo.description).not.toBe(en.companyInfo.description);
    expect(fr.categories.map((c) => c.name)).toContain('Électronique');
  });
});
