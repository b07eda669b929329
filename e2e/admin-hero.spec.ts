import type { APIRequestContext } from '@playwright/test';
import { adminHeroSlideListSchema, heroReorderResponseSchema } from '@store/shared/schemas/admin-hero';
import { expect, test } from './fixtures.ts';
import { SUPERADMIN, adminApi, adminPages, openAdmin } from './support/admin-pages.ts';
import { api } from './support/api.ts';
import { homePage } from './support/home-page.ts';

/*
 * Hero Slider Management (admin §2, §4 Hero slide order): moving a slide up swaps it with the one above,
 * the grid shows the new order once the server has it, and the storefront's home hero follows. Journeys
 * share one database, so the slider's order is put back however the test ends.
 */

const slides = (request: APIRequestContext, token: string) =>
  adminApi.call(request, token, 'GET', '/hero', (body) => adminHeroSlideListSchema.parse(body));

const reorder = (request: APIRequestContext, token: string, ids: readonly string[]) =>
  adminApi.call(request, token, 'PUT', '/hero/reorder', (body) => heroReorderResponseSchema.parse(body), {
    slides: ids,
  });

test('moving the second slide up makes it the first slide of the storefront’s hero', async ({
  page,
  request,
}) => {
  const token = await adminApi.login(request, SUPERADMIN);
  const before = await slides(request, token);
  const [first, second] = before;
  if (!first?.isActive || !second?.isActive) throw new Error('the demo hero starts with two active slides');
  const a = adminPages(page);
  const { t } = a;
  const list = a.main.getByRole('list', { name: t('hero.listLabel'), exact: true });
  const actions = (title: string) =>
    list.getByRole('group', { name: t('hero.slideActions', { title }), exact: true });
  const moveUp = (title: string) =>
    actions(title).getByRole('button', { name: t('hero.moveUp'), exact: true });

  try {
    await openAdmin(page, token, '/admin/hero');
    await expect(a.heading('hero.title')).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(before.length);
    await expect(list.getByRole('listitem').first().getByRole('heading')).toHaveText(first.title);
    // Nothing is above the first slide.
    await expect(moveUp(first.title)).toBeDisabled();

    await moveUp(second.title).click();
    await expect(list.getByRole('listitem').first().getByRole('heading')).toHaveText(second.title);
    await expect(list.getByRole('listitem').nth(1).getByRole('heading')).toHaveText(first.title);
    await expect(
      list
        .getByRole('listitem')
        .first()
        .getByLabel(t('hero.positionLabel', { position: 1 })),
    ).toBeVisible();
    await expect(moveUp(second.title)).toBeDisabled();
    const after = (await slides(request, token)).map((slide) => slide.id);
    expect(after).toEqual([second.id, first.id, ...before.slice(2).map((slide) => slide.id)]);

    // The shop's home page shows the slides in the new order.
    const shown = await api.hero(request);
    expect(shown[0]?.title).toBe(second.title);
    const home = homePage(page);
    await page.goto('/');
    await expect(home.heroSlide(1, shown.length).getByRole('heading')).toHaveText(second.title);
    await expect(home.heroSlide(2, shown.length).getByRole('heading')).toHaveText(first.title);
  } finally {
    await reorder(
      request,
      token,
      before.map((slide) => slide.id),
    );
  }
});
