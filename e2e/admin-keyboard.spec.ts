import { expect, test } from './fixtures.ts';
import { SUPERADMIN, adminApi, adminPages, openAdmin } from './support/admin-pages.ts';
import { messages } from './support/messages.ts';

/*
 * Issue 20: every admin screen opens with a "Skip to content" link, the first stop of the keyboard,
 * which takes focus past the side menu to the screen itself.
 */
test('the first Tab on an admin screen offers Skip to content, which lands past the side menu', async ({
  page,
  request,
}) => {
  const a = adminPages(page);
  await openAdmin(page, await adminApi.login(request, SUPERADMIN), '/admin/products');
  await expect(a.heading('products.title')).toBeVisible();

  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: messages('en')('common.skipToContent'), exact: true });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();

  await page.keyboard.press('Enter');
  await expect(a.main).toBeFocused();
  await page.keyboard.press('Tab');
  // The next stop is the screen's first control, not the side menu's first link.
  await expect(a.main.locator(':focus')).toHaveCount(1);
  await expect(a.menuLink('dashboard')).not.toBeFocused();
});
