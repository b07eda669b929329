import { adminFooterSchema, type AdminFooter } from '@store/shared/schemas/admin-footer';
import { footerSchema } from '@store/shared/schemas/content';
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
  editor = await signInStaff(app, 'admin', ['manage_footer']);
  app.events.on('catalogueChanged', () => (events += 1));
});
afterAll(async () => app.close());

const call = (method: 'GET' | 'PUT', payload?: object, auth: Record<string, string> = editor.auth) =>
  app.inject({ method, url: '/api/admin/footer', headers: auth, ...(payload ? { payload } : {}) });

const adminFooter = async () => adminFooterSchema.parse((await call('GET')).json());
const storefront = async (lang: 'en' | 'fr') =>
  footerSchema.parse((await app.inject(`/api/footer?lang=${lang}`)).json());
const footerAudits = () =>
  app.db
    .selectFrom('auditLog')
    .select(['action', 'changes', 'actorId'])
    .where('entityType', '=', 'footer')
    .execute();

/** The seeded footer with one field changed at `path` (e.g. ['companyInfo', 'name']). */
async function withChange(path: readonly (string | number)[], value: unknown): Promise<AdminFooter> {
  const footer = structuredClone(await adminFooter());
  let node: Record<string | number, unknown> = footer as unknown as Record<string, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1)!] = value;
  return footer;
}

describe('who may manage the footer', () => {
  it('needs the manage_footer permission (a superadmin has it)', async () => {
    const customer = await registerShopper(app);
    const other = await signInStaff(app, 'admin', ['manage_pages']);
    const superadmin = await signInStaff(app, 'superadmin');
    const body = await adminFooter();
    expect((await call('GET', undefined, {})).statusCode).toBe(401);
    expect((await call('GET', undefined, customer.auth)).statusCode).toBe(403);
    expect((await call('PUT', body, other.auth)).statusCode).toBe(403);
    expect((await call('GET', undefined, superadmin.auth)).statusCode).toBe(200);
  });
});

describe('footer links (only safe schemes)', () => {
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(document.cookie)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'ftp://example.com/file',
    '//evil.example/path',
    '/\\evil.example',
    'mailto:',
    'example.com',
  ])('refuses %j in a section link and in a social link', async (url) => {
    for (const path of [
      ['sections', 0, 'links', 0, 'url'],
      ['socialLinks', 0, 'url'],
    ]) {
      const res = await call('PUT', await withChange(path, url));
      expect(res.statusCode, `${path.join('.')} ${url}`).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        error: expect.stringContaining('valid link'),
      });
    }
  });

  it.each([
    'https://www.example.com/about',
    'http://example.com',
    'mailto:support@example.com',
    'tel:+18005550199',
    '/pages/about',
    '#contact',
  ])('accepts %j', async (url) => {
    const res = await call('PUT', await withChange(['sections', 0, 'links', 0, 'url'], url));
    expect(res.statusCode, res.body).toBe(200);
    expect((await storefront('en')).sections[0]?.links[0]?.url).toBe(url);
  });
});

describe('validation (admin §5 footer section)', () => {
  it.each([
    [['companyInfo', 'name'], '  ', 'Company name is required'],
    [['sections', 0, 'title'], '', 'Section title is required'],
    [['sections', 0, 'title'], 'x'.repeat(81), 'sections.0.title: must be at most 80 characters'],
    [['companyInfo', 'name'], 'x'.repeat(121), 'companyInfo.name: must be at most 120 characters'],
    [['sections', 0, 'links'], [], 'A section needs at least one link'],
    [['sections', 0, 'links', 0, 'title'], '', 'Link title is required'],
    [['copyright', 'year'], 1999, 'Copyright year must be between 2000 and 2099'],
    [['copyright', 'year'], 2100, 'Copyright year must be between 2000 and 2099'],
    [['appearance', 'linkColor'], 'blue', 'Colors must be written as #rrggbb'],
    [['socialLinks', 0, 'platform'], 'myspace', 'Please choose a social platform'],
    [['companyInfo', 'contact', 'email'], 'not-an-address', 'Please enter a valid email address'],
    [['companyInfo', 'logo'], 'javascript:alert(1)', 'Please enter a valid image URL'],
  ])('%j = %j → %s', async (path, value, message) => {
    const res = await call('PUT', await withChange(path, value));
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toContain(message);
  });
});

describe('saving the whole footer', () => {
  it('replaces everything in one go; the storefront shows it at once in English and French', async () => {
    const before = await adminFooter();
    const auditsBefore = (await footerAudits()).length;
    const eventsBefore = events;
    const keptId = before.sections[0]!._id;
    const body: AdminFooter = {
      ...before,
      companyInfo: {
        ...before.companyInfo,
        name: 'Maison Store',
        description: 'Fine goods',
        descriptionFr: 'Beaux objets',
      },
      sections: [
        { ...before.sections[0]!, title: 'Company', titleFr: 'Société', order: 1 },
        {
          _id: 'temp-1700000000000',
          title: 'Legal',
          titleFr: null,
          order: 0,
          links: [{ title: 'Terms', titleFr: 'Conditions', url: '/pages/terms', openInNewTab: true }],
        },
      ],
      socialLinks: [
        { platform: 'tiktok', url: 'https://tiktok.com/@store', order: 1 },
        { platform: 'pinterest', url: 'https://pinterest.com/store', order: 0 },
      ],
      newsletter: {
        enabled: false,
        title: 'News',
        titleFr: 'Nouvelles',
        description: 'Weekly',
        descriptionFr: null,
      },
      appearance: {
        backgroundColor: '#111111',
        textColor: '#EEEEEE',
        linkColor: '#ff0000',
        showLogo: false,
        showSocialLinks: true,
      },
      seo: { enableSchemaMarkup: false },
      copyright: { text: 'Some rights reserved.', textFr: 'Certains droits réservés.', year: 2031 },
    };
    const res = await call('PUT', body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Footer settings saved successfully!' });
    expect(events).toBe(eventsBefore + 1);

    const saved = await adminFooter();
    expect(saved.sections.map((s) => s.title)).toEqual(['Legal', 'Company']);
    expect(saved.sections[1]!._id).toBe(keptId);
    expect(saved.sections[0]!._id).toMatch(/^[0-9a-f]{24}$/);
    expect(saved.socialLinks).toEqual([
      { platform: 'pinterest', url: 'https://pinterest.com/store', order: 0 },
      { platform: 'tiktok', url: 'https://tiktok.com/@store', order: 1 },
    ]);
    expect(saved.appearance.textColor).toBe('#eeeeee');

    const [en, fr] = [await storefront('en'), await storefront('fr')];
    expect(en).toMatchObject({
      companyInfo: { name: 'Maison Store', description: 'Fine goods' },
      newsletter: { enabled: false, title: 'News' },
      appearance: { backgroundColor: '#111111', showLogo: false },
      seo: { enableSchemaMarkup: false },
      copyright: { text: 'Some rights reserved.', year: 2031 },
    });
    expect(en.sections[0]).toMatchObject({ title: 'Legal', links: [{ title: 'Terms', openInNewTab: true }] });
    expect(fr).toMatchObject({
      companyInfo: { description: 'Beaux objets' },
      newsletter: { title: 'Nouvelles', description: 'Weekly' },
      copyright: { text: 'Certains droits réservés.' },
    });
    // No French title: the English one.
    expect(fr.sections.map((s) => s.title)).toEqual(['Legal', 'Société']);

    const audits = await footerAudits();
    expect(audits).toHaveLength(auditsBefore + 1);
    const entry = audits.at(-1)!;
    expect(entry).toMatchObject({ action: 'footer.update', actorId: editor.id });
    expect(Object.keys(JSON.parse(entry.changes) as object).sort()).toEqual(
      ['appearance', 'companyInfo', 'copyright', 'newsletter', 'sections', 'seo', 'socialLinks'].sort(),
    );
  });

  it('may empty the sections and social links, and saves nothing when the body is refused', async () => {
    const before = await adminFooter();
    const refused = await call('PUT', {
      ...before,
      sections: [],
      socialLinks: [],
      copyright: { ...before.copyright, year: 3000 },
    });
    expect(refused.statusCode).toBe(400);
    expect(await adminFooter()).toEqual(before);

    const res = await call('PUT', { ...before, sections: [], socialLinks: [] });
    expect(res.statusCode, res.body).toBe(200);
    expect(await storefront('en')).toMatchObject({ sections: [], socialLinks: [] });
  });
});

describe('a shop whose footer was never set up', () => {
  it('offers the spec defaults (colours, this year) and saves the first footer', async () => {
    const bare = await createTestApp({ seed: false });
    try {
      const staff = await signInStaff(bare, 'admin', ['manage_footer']);
      const res = await bare.inject({ method: 'GET', url: '/api/admin/footer', headers: staff.auth });
      const footer = adminFooterSchema.parse(res.json());
      expect(footer).toMatchObject({
        companyInfo: { name: '' },
        sections: [],
        appearance: { backgroundColor: '#1f2937', textColor: '#ffffff', linkColor: '#60a5fa' },
        copyright: { year: new Date().getUTCFullYear() },
      });
      expect((await bare.inject('/api/footer')).statusCode).toBe(404);
      const body = { ...footer, companyInfo: { ...footer.companyInfo, name: 'First Shop' } };
      const saved = await bare.inject({
        method: 'PUT',
        url: '/api/admin/footer',
        headers: staff.auth,
        payload: body,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(footerSchema.parse((await bare.inject('/api/footer')).json()).companyInfo.name).toBe(
        'First Shop',
      );
    } finally {
      await bare.close();
    }
  });
});
