import { adminFooterSchema, type AdminFooter } from '@store/shared/schemas/admin-footer';
import type { APIRequestContext } from '@playwright/test';
import { STORAGE_KEYS } from '@store/shared/constants';
import { adminPageListSchema, adminPageResponseSchema } from '@store/shared/schemas/admin-pages';
import { expect, test } from './fixtures.ts';
import { SUPERADMIN, adminApi, adminPages, openAdmin } from './support/admin-pages.ts';
import { setLocal } from './support/local-storage.ts';
import { translate } from './support/messages.ts';

/*
 * Footer Management and the Page Builder (admin §2, §4, §5, §8): edits stay on the screen until Save
 * Changes and then show in the shop's footer; a content page written in Markdown shows at
 * /pages/{slug} without any script it was given, and a deleted page is not found. A published page
 * linked from a new footer column opens from the shop, whose column and link read in English and
 * French. Journeys share one database, so the footer is put back and pages are deleted however the
 * test ends.
 */

const footerOf = (request: APIRequestContext, token: string) =>
  adminApi.call(request, token, 'GET', '/footer', (body) => adminFooterSchema.parse(body));

const restoreFooter = (request: APIRequestContext, token: string, footer: AdminFooter) =>
  adminApi.call(request, token, 'PUT', '/footer', (body) => body, footer);

test('a footer section added in the admin shows in the shop once saved', async ({ page, request }) => {
  const token = await adminApi.login(request, SUPERADMIN);
  const before = await footerOf(request, token);
  const a = adminPages(page);
  const { t } = a;
  const tab = (key: string) => a.main.getByRole('tab', { name: t(`footer.tabs.${key}`), exact: true });
  try {
    await openAdmin(page, token, '/admin/footer');
    await expect(a.heading('footer.title')).toBeVisible();
    await tab('sections').click();
    await a.main.getByRole('button', { name: t('footer.sections.add'), exact: true }).click();

    const dialog = a.dialog('footer.sections.createTitle');
    const save = dialog.getByRole('button', { name: t('footer.sections.create'), exact: true });
    // One link row is always kept.
    await expect(
      dialog.getByRole('button', { name: t('footer.sections.removeLink', { position: 1 }) }),
    ).toBeDisabled();
    await save.click();
    await expect(dialog.getByText(t('footer.validation.sectionTitle'), { exact: true })).toBeVisible();
    await dialog.getByLabel(t('footer.sections.title'), { exact: true }).fill('Good to know');
    await dialog.getByLabel(t('footer.sections.linkTitle'), { exact: true }).fill('Our story');
    await dialog.getByLabel(t('footer.sections.url'), { exact: true }).fill('javascript:alert(1)');
    await save.click();
    await expect(dialog.getByText(t('footer.validation.link'), { exact: true })).toBeVisible();
    await dialog.getByLabel(t('footer.sections.url'), { exact: true }).fill('/pages/about');
    await dialog.getByLabel(t('footer.sections.openInNewTab'), { exact: true }).check();
    await save.click();
    await expect(dialog).toBeHidden();

    // Nothing is sent before Save Changes (admin §4).
    expect((await footerOf(request, token)).sections).toHaveLength(before.sections.length);
    await a.main.getByRole('button', { name: t('footer.save'), exact: true }).click();
    await expect(a.main.getByRole('status').filter({ hasText: t('footer.saved') })).toBeVisible();
    expect((await footerOf(request, token)).sections.map((s) => s.title)).toContain('Good to know');

    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const column = footer.getByRole('navigation', { name: 'Good to know', exact: true });
    await column.scrollIntoViewIfNeeded();
    const link = column.getByRole('link', { name: 'Our story', exact: true });
    await expect(link).toHaveAttribute('href', '/pages/about');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
    expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({
      '@type': 'Organization',
      name: before.companyInfo.name,
    });
  } finally {
    await restoreFooter(request, token, before);
  }
});

test('a page written in the Page Builder shows at /pages/{slug}, safely, until it is deleted', async ({
  page,
  request,
  pageProblems,
}) => {
  const token = await adminApi.login(request, SUPERADMIN);
  const a = adminPages(page);
  const { t } = a;
  const slug = `gift-wrapping-${Date.now()}`;
  // The page's image points nowhere; the preview and the page both ask for it.
  pageProblems.allow('/x.png');
  await openAdmin(page, token, '/admin/pages');
  await expect(a.heading('pages.title')).toBeVisible();
  await a.main.getByRole('button', { name: t('pages.add'), exact: true }).click();

  const dialog = a.dialog('pages.createTitle');
  await dialog.getByLabel(t('pages.form.title'), { exact: true }).fill('Gift wrapping');
  // The slug follows the title until it is edited.
  await expect(dialog.getByLabel(t('pages.form.slug'), { exact: true })).toHaveValue('gift-wrapping');
  await dialog.getByLabel(t('pages.form.slug'), { exact: true }).fill(slug);
  await dialog
    .getByLabel(t('pages.form.body'), { exact: true })
    .fill(
      'We wrap **every** gift.\n\n<script>window.hacked = true</script><img src="/x.png" onerror="window.hacked = true">',
    );
  const preview = dialog.getByRole('region', { name: t('pages.form.preview'), exact: true });
  await expect(preview.locator('strong')).toHaveText('every');
  await expect(preview.locator('script')).toHaveCount(0);
  // The switch's name is its label and its hint.
  await dialog.getByRole('switch', { name: t('pages.form.published') }).check();
  await dialog.getByRole('button', { name: t('pages.create'), exact: true }).click();
  await expect(dialog).toBeHidden();
  const row = a
    .table('pages.table.caption')
    .getByRole('row')
    .filter({ hasText: `/pages/${slug}` });
  await expect(row.getByText(t('pages.published'), { exact: true })).toBeVisible();

  await page.goto(`/pages/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Gift wrapping' })).toBeVisible();
  await expect(page.getByRole('main').locator('strong')).toHaveText('every');
  expect(await page.evaluate(() => (globalThis as { hacked?: boolean }).hacked)).toBeUndefined();

  const pages = await adminApi.call(request, token, 'GET', '/pages', (body) =>
    adminPageListSchema.parse(body),
  );
  const created = pages.find((p) => p.slug === slug);
  if (!created) throw new Error('the page was not created');
  await adminApi.call(request, token, 'DELETE', `/pages/${created.id}`, (body) => body);
  // The API's 404, and the page's own: the server answers 404 for a page that no longer exists.
  pageProblems.allow(`/pages/${slug}`);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    translate('en', 'contentPage.notFound.title'),
  );
});

test('a published page linked from the footer opens from the shop, in English and in French', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await adminApi.login(request, SUPERADMIN);
  const before = await footerOf(request, token);
  const slug = `returns-${Date.now()}`;
  const created = await adminApi.call(
    request,
    token,
    'POST',
    '/pages',
    (body) => adminPageResponseSchema.parse(body).page,
    {
      title: 'Returns policy',
      titleFr: 'Politique de retour',
      slug,
      body: 'Send anything back within **30 days**.',
      bodyFr: 'Tout article se renvoie sous **30 jours**.',
      isPublished: true,
    },
  );
  const a = adminPages(page);
  const { t } = a;
  try {
    await openAdmin(page, token, '/admin/footer');
    await a.main.getByRole('tab', { name: t('footer.tabs.sections'), exact: true }).click();
    await a.main.getByRole('button', { name: t('footer.sections.add'), exact: true }).click();
    const dialog = a.dialog('footer.sections.createTitle');
    const field = (key: string) => dialog.getByLabel(t(`footer.sections.${key}`), { exact: true });
    await field('title').fill('Customer care');
    await field('titleFr').fill('Service client');
    await field('linkTitle').fill('Returns');
    await field('linkTitleFr').fill('Retours');
    await field('url').fill(`/pages/${slug}`);
    await dialog.getByRole('button', { name: t('footer.sections.create'), exact: true }).click();
    await expect(dialog).toBeHidden();
    await a.main.getByRole('button', { name: t('footer.save'), exact: true }).click();
    await expect(a.main.getByRole('status').filter({ hasText: t('footer.saved') })).toBeVisible();

    for (const [lang, column, link, title] of [
      ['en', 'Customer care', 'Returns', 'Returns policy'],
      ['fr', 'Service client', 'Retours', 'Politique de retour'],
    ] as const) {
      await setLocal(page, STORAGE_KEYS.language, lang);
      await page.goto('/');
      await page
        .getByRole('contentinfo')
        .getByRole('navigation', { name: column, exact: true })
        .getByRole('link', { name: link, exact: true })
        .click();
      await expect(page).toHaveURL(`/pages/${slug}`);
      await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
      await expect(page.getByRole('main').locator('strong')).toHaveText(
        lang === 'en' ? '30 days' : '30 jours',
      );
    }
  } finally {
    await restoreFooter(request, token, before);
    await adminApi.call(request, token, 'DELETE', `/pages/${created.id}`, (body) => body);
  }
});
