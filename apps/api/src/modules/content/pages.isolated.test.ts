import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signInStaff } from '../../test/staff.ts';
import { createTestApp } from '../../test/test-app.ts';
import type * as pageHtml from './page-html.ts';
import { renderPageHtml } from './page-html.ts';

// The real renderer, counted.
vi.mock('./page-html.ts', async (original) => {
  const real = await original<typeof pageHtml>();
  return { ...real, renderPageHtml: vi.fn(real.renderPageHtml) };
});
const renders = vi.mocked(renderPageHtml);

let app: FastifyInstance;
let auth: Record<string, string>;
beforeAll(async () => {
  app = await createTestApp({ seed: false });
  auth = (await signInStaff(app, 'admin', ['manage_pages'])).auth;
});
afterAll(async () => app.close());

const page = (body: string) => ({ title: 'Care guide', slug: 'care-guide', body, isPublished: true });
const publicHtml = async (lang = 'en') =>
  (await app.inject(`/api/pages/care-guide?lang=${lang}`)).json<{ html: string }>().html;

describe('GET /api/pages/{slug}', () => {
  it('renders a page’s Markdown once, not on every visit, and shows an edit at once', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/pages',
      headers: auth,
      payload: page('Wash **cold**.'),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ page: { id: string } }>().page.id;

    renders.mockClear();
    for (let visit = 0; visit < 3; visit += 1) {
      expect(await publicHtml()).toBe('<p>Wash <strong>cold</strong>.</p>\n');
    }
    // No French body: the English one, already rendered.
    expect(await publicHtml('fr')).toBe('<p>Wash <strong>cold</strong>.</p>\n');
    expect(renders).toHaveBeenCalledTimes(1);

    const edited = await app.inject({
      method: 'PUT',
      url: `/api/admin/pages/${id}`,
      headers: auth,
      payload: page('Wash *warm*.'),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await publicHtml()).toBe('<p>Wash <em>warm</em>.</p>\n');
  });
});
