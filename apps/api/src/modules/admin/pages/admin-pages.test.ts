import {
  adminPageListSchema,
  adminPageSchema,
  type AdminPage,
  type PageFormInput,
} from '@store/shared/schemas/admin-pages';
import { contentPageSchema } from '@store/shared/schemas/content';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerShopper, type Shopper } from '../../../test/shoppers.ts';
import { signInStaff } from '../../../test/staff.ts';
import { createTestApp } from '../../../test/test-app.ts';

let app: FastifyInstance;
let editor: Shopper;

beforeAll(async () => {
  app = await createTestApp();
  editor = await signInStaff(app, 'admin', ['manage_pages']);
});
afterAll(async () => app.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, auth: Record<string, string> = editor.auth) =>
  app.inject({ method, url: `/api/admin${url}`, headers: auth, ...(payload ? { payload } : {}) });
const publicPage = (slug: string, lang = 'en') => app.inject(`/api/pages/${slug}?lang=${lang}`);

let counter = 0;
const newPage = (extra: Partial<PageFormInput> = {}): PageFormInput => ({
  title: 'Care guide',
  titleFr: "Guide d'entretien",
  slug: `care-guide-${(counter += 1)}`,
  body: '# Care\n\nWash **cold**.',
  bodyFr: '# Entretien\n\nLavez à **froid**.',
  isPublished: true,
  ...extra,
});

async function create(extra: Partial<PageFormInput> = {}): Promise<AdminPage> {
  const res = await call('POST', '/pages', newPage(extra));
  expect(res.statusCode, res.body).toBe(201);
  return adminPageSchema.parse(res.json<{ page: unknown }>().page);
}

const audits = (entityId: string) =>
  app.db
    .selectFrom('auditLog')
    .select(['action', 'actorId', 'changes'])
    .where('entityType', '=', 'page')
    .where('entityId', '=', entityId)
    .orderBy('createdAt')
    .execute();

describe('who may manage pages', () => {
  it('needs the manage_pages permission, for every call', async () => {
    const customer = await registerShopper(app);
    const other = await signInStaff(app, 'admin', ['manage_footer']);
    const page = await create();
    expect((await call('GET', '/pages', undefined, {})).statusCode).toBe(401);
    expect((await call('GET', '/pages', undefined, customer.auth)).statusCode).toBe(403);
    expect((await call('POST', '/pages', newPage(), other.auth)).statusCode).toBe(403);
    expect((await call('PUT', `/pages/${page.id}`, newPage(), other.auth)).statusCode).toBe(403);
    expect((await call('DELETE', `/pages/${page.id}`, undefined, other.auth)).statusCode).toBe(403);
    expect((await call('POST', '/pages/preview', { body: 'x' }, other.auth)).statusCode).toBe(403);
  });
});

describe('the demo pages', () => {
  it('are About, Shipping and Returns, published in both languages, and the footer links to them', async () => {
    const pages = adminPageListSchema.parse((await call('GET', '/pages')).json());
    expect(pages.filter((p) => ['about', 'shipping', 'returns'].includes(p.slug))).toHaveLength(3);
    for (const slug of ['about', 'shipping', 'returns']) {
      const [en, fr] = [await publicPage(slug), await publicPage(slug, 'fr')];
      expect(en.statusCode).toBe(200);
      expect(contentPageSchema.parse(fr.json()).title).not.toBe(contentPageSchema.parse(en.json()).title);
    }
    const footer = (await app.inject('/api/footer')).json<{ sections: { links: { url: string }[] }[] }>();
    const urls = footer.sections.flatMap((s) => s.links.map((l) => l.url));
    expect(urls).toEqual(expect.arrayContaining(['/pages/about', '/pages/shipping', '/pages/returns']));
  });
});

describe('validation', () => {
  it.each([
    [{ title: ' ' }, 'Page title is required'],
    [{ slug: '' }, 'Page slug is required'],
    [{ slug: 'About Us' }, 'Page slug may contain only lower-case letters, digits and single hyphens'],
    [{ slug: 'a--b' }, 'Page slug may contain only lower-case letters, digits and single hyphens'],
    [{ body: '  \n ' }, 'Page content is required'],
    [{ body: 'x'.repeat(50_001) }, 'Page content is too long'],
    // Too long is not "required".
    [{ title: 'x'.repeat(161) }, 'title: must be at most 160 characters'],
    [{ slug: 'a'.repeat(101) }, 'slug: must be at most 100 characters'],
  ])('%j → %s', async (change, message) => {
    const res = await call('POST', '/pages', newPage(change));
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toContain(message);
  });

  it('refuses a slug another page has with 409, on create and on edit', async () => {
    const first = await create();
    const second = await create();
    const clash = await call('POST', '/pages', newPage({ slug: first.slug }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({
      code: 'PAGE_SLUG_TAKEN',
      error: `A page with the slug "${first.slug}" already exists`,
      details: { slug: first.slug },
    });
    const edit = await call('PUT', `/pages/${second.id}`, newPage({ slug: first.slug }));
    expect(edit.statusCode).toBe(409);
    // Keeping its own slug is no clash.
    expect((await call('PUT', `/pages/${first.id}`, newPage({ slug: first.slug }))).statusCode).toBe(200);
  });
});

describe('writing pages', () => {
  it('creates, edits, unpublishes and deletes a page, each with an audit entry', async () => {
    const page = await create();
    expect(page).toMatchObject({ title: 'Care guide', isPublished: true, body: '# Care\n\nWash **cold**.' });
    expect((await publicPage(page.slug)).json()).toMatchObject({
      title: 'Care guide',
      html: expect.stringContaining('<strong>cold</strong>'),
    });

    const draft = await call(
      'PUT',
      `/pages/${page.id}`,
      newPage({ slug: page.slug, isPublished: false, bodyFr: '' }),
    );
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json()).toMatchObject({ page: { isPublished: false, bodyFr: null } });
    expect((await publicPage(page.slug)).statusCode).toBe(404);
    expect((await publicPage(page.slug)).json()).toMatchObject({ code: 'PAGE_NOT_FOUND' });
    // The admin still sees the draft.
    expect((await call('GET', `/pages/${page.id}`)).json()).toMatchObject({ isPublished: false });

    expect((await call('DELETE', `/pages/${page.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/pages/${page.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/pages/${page.id}`)).statusCode).toBe(404);

    const entries = await audits(page.id);
    expect(entries.map((e) => e.action)).toEqual(['page.create', 'page.update', 'page.delete']);
    expect(entries.every((e) => e.actorId === editor.id)).toBe(true);
    expect(JSON.parse(entries[1]!.changes)).toEqual({
      isPublished: { before: true, after: false },
      bodyFr: { before: '# Entretien\n\nLavez à **froid**.', after: null },
    });
  });

  it('shows the French page in French and falls back to English where French is missing', async () => {
    const page = await create({ titleFr: '', bodyFr: null });
    const fr = contentPageSchema.parse((await publicPage(page.slug, 'fr')).json());
    expect(fr).toMatchObject({ title: 'Care guide', html: expect.stringContaining('<h1>Care</h1>') });
    const both = await create();
    expect((await publicPage(both.slug, 'fr')).json()).toMatchObject({ title: "Guide d'entretien" });
  });
});

describe('sanitising the rendered page', () => {
  const hostile = [
    '<script>alert("x")</script>',
    '<img src="/images/a.png" onerror="alert(1)">',
    '<p onclick="steal()" style="position:fixed">styled</p><style>body{display:none}</style>',
    '[js](javascript:alert(1)) <a href="JaVaScRiPt:alert(2)">js2</a>',
    '[data](data:text/html;base64,PHNjcmlwdD4=) ![pixel](data:image/png;base64,iVBORw0KGgo=)',
    '<iframe src="https://evil.example"></iframe><form action="/x"><input name="q"></form>',
    '<a href="vbscript:msgbox(1)">vb</a> <svg onload="alert(1)"></svg>',
  ].join('\n\n');

  const expectSafe = (html: string) => {
    expect(html).not.toMatch(/<script|<style|<iframe|<form|<input|<svg/i);
    expect(html).not.toMatch(/\son\w+=/i);
    expect(html).not.toMatch(/javascript:|vbscript:|data:/i);
    expect(html).not.toMatch(/style=/i);
  };

  it('drops scripts, styles, event handlers and javascript:/data: addresses from the public page', async () => {
    const page = await create({
      body: `# Safe\n\n${hostile}\n\n[ok](https://example.com) [local](/pages/about)`,
    });
    const html = contentPageSchema.parse((await publicPage(page.slug)).json()).html;
    expectSafe(html);
    expect(html).toContain('<h1>Safe</h1>');
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer">ok</a>');
    expect(html).toContain('<a href="/pages/about">local</a>');
    expect(html).toContain('<img src="/images/a.png" />');
  });

  it('renders the preview with the same rules, without saving anything', async () => {
    const count = async () => (await call('GET', '/pages')).json<unknown[]>().length;
    const before = await count();
    const res = await call('POST', '/pages/preview', { body: `**bold**\n\n${hostile}` });
    expect(res.statusCode, res.body).toBe(200);
    const { html } = res.json<{ html: string }>();
    expectSafe(html);
    expect(html).toContain('<strong>bold</strong>');
    expect(await count()).toBe(before);
  });

  it('answers 404 for an unknown slug, whatever it looks like', async () => {
    for (const slug of ['no-such-page', 'UPPER', '%3Cscript%3E', 'a.b']) {
      const res = await publicPage(slug);
      expect(res.statusCode, slug).toBe(404);
    }
  });
});
