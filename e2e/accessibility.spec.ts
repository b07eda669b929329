import { STORAGE_KEYS, type Language } from '@store/shared/constants';
import { expect, test } from './fixtures.ts';
import { api } from './support/api.ts';
import { accountApi, openSignedIn } from './support/account-pages.ts';
import { SUPERADMIN, adminApi, adminPages, openAdmin } from './support/admin-pages.ts';
import { violations } from './support/axe.ts';
import { shop } from './support/cart-pages.ts';
import {
  ADDRESS,
  checkoutApi,
  checkoutPage,
  customerWithCart,
  orderPages,
} from './support/checkout-pages.ts';
import { messages } from './support/messages.ts';

/*
 * Issue 20: no axe-core violation (WCAG 2.0, 2.1 and 2.2 at A and AA, and best practices) on any
 * storefront or admin page, in English and French, on a desktop and a phone.
 */

const RUNS = [
  { lang: 'en', viewport: { width: 1440, height: 900 }, device: 'desktop' },
  { lang: 'fr', viewport: { width: 390, height: 844 }, device: 'phone' },
  { lang: 'fr', viewport: { width: 1440, height: 900 }, device: 'desktop' },
  { lang: 'en', viewport: { width: 390, height: 844 }, device: 'phone' },
] as const satisfies readonly { lang: Language; viewport: object; device: string }[];

/** Every item of the panel's side menu (admin-menu.ts), by the key of its label. */
const ADMIN_MENU_KEYS = [
  'hero',
  'categories',
  'products',
  'promoCodes',
  'orders',
  'users',
  'footer',
  'pages',
  'analytics',
  'audit',
  'settings',
  'dashboard',
] as const;

/** The key of a screen's heading: `<menu key>.title`, but the promo codes' texts are under `promos`. */
const headingKey = (menu: (typeof ADMIN_MENU_KEYS)[number]) =>
  `${menu === 'promoCodes' ? 'promos' : menu}.title`;

/** A script run before the page's own: this browser remembers `lang` as its language. */
const speaks = (lang: Language) =>
  `localStorage.setItem(${JSON.stringify(STORAGE_KEYS.language)}, ${JSON.stringify(lang)})`;

// Twelve long, independent tests: both workers take some, instead of one worker taking the file.
test.describe.configure({ mode: 'parallel' });

for (const run of RUNS) {
  test.describe(`${run.lang} on a ${run.device}`, () => {
    test.use({ viewport: run.viewport });
    // Each test loads and scans ten or more pages: three times the usual time.
    test.slow();

    test('storefront pages have no accessibility violation', async ({ page, request, pageProblems }) => {
      // The not-found page answers 404, as it should.
      pageProblems.allow('/no-such-page');
      const [product] = await api.featured(request, run.lang);
      const [category] = await api.activeCategories(request, run.lang);
      await page.addInitScript(speaks(run.lang));
      const pages = [
        '/',
        `/category/${category!.slug}`,
        `/product/${product!.id}`,
        '/search?q=shoes',
        '/advanced-search',
        '/favorites',
        '/cart',
        '/login',
        '/pages/about',
        '/no-such-page',
      ];
      const found: string[] = [];
      for (const path of pages) {
        await page.goto(path);
        await expect(page.locator('main h1, main [role="heading"][aria-level="1"]').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        found.push(...(await violations(page)).map((line) => `${path} ${line}`));
      }
      expect(found, found.join('\n')).toEqual([]);
    });

    test('dialogs, checkout steps and orders have no accessibility violation', async ({ page, request }) => {
      const t = messages(run.lang);
      const found: string[] = [];
      const scan = async (where: string) =>
        found.push(...(await violations(page)).map((line) => `${where} ${line}`));
      const { token } = await customerWithCart(request, `a11y-${run.lang}-${run.device}-${Date.now()}`, 1);
      // One saved address, so the shipping step offers the choice of addresses (issue 22).
      await accountApi.addAddress(request, token, {
        type: 'home',
        street: '8 Garden Lane',
        city: 'Springfield',
        state: 'IL',
        zipCode: '62701',
        country: 'US',
      });
      await page.addInitScript(speaks(run.lang));

      await page.goto('/');
      await page
        .getByRole('banner')
        .getByRole('button', { name: t('accountMenu.signIn'), exact: true })
        .click();
      await expect(page.getByRole('dialog', { name: t('auth.signInTitle'), exact: true })).toBeVisible();
      await scan('sign-in dialog');
      await page.keyboard.press('Escape');

      await openSignedIn(page, token, '/');
      const s = shop(page, run.lang);
      await s.cartButton.click();
      await expect(s.sidebar.getByRole('listitem')).toHaveCount(1);
      await scan('cart sidebar');
      await page.keyboard.press('Escape');

      const c = checkoutPage(page, run.lang);
      await page.goto('/checkout');
      // A new address: the choice, the form and its box to save the address are scanned together.
      await c.newAddress.check();
      await c.address('firstName').fill(ADDRESS.firstName);
      await c.address('street').fill(ADDRESS.street);
      await c.address('city').fill(ADDRESS.city);
      await scan('checkout shipping');
      await c.button('checkout.shipping.continue').click();
      await expect(c.stepHeading('billing')).toBeFocused();
      await scan('checkout billing');
      await c.button('checkout.billing.continue').click();
      await expect(c.cardNumber).toBeVisible();
      await scan('checkout payment');

      const order = await checkoutApi.placeOrder(request, token);
      const o = orderPages(page, run.lang);
      await page.goto(`/order-confirmation/${order.id}`);
      await expect(o.heading).toBeVisible();
      await page.waitForLoadState('networkidle');
      await scan('order confirmation');
      await page.goto('/orders');
      await o.details(order.orderNumber).click();
      await expect(o.dialog(order.orderNumber)).toBeVisible();
      await scan('order details dialog');
      await page.keyboard.press('Escape');
      await page.goto('/profile');
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await scan('/profile');
      expect(found, found.join('\n')).toEqual([]);
    });

    test('admin screens have no accessibility violation', async ({ page, request }) => {
      await page.addInitScript(speaks(run.lang));
      await page.goto('/admin');
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      const found = (await violations(page)).map((line) => `/admin (login) ${line}`);
      const a = adminPages(page, run.lang);
      const scan = async (where: string, heading: string) => {
        await expect(a.heading(heading)).toBeVisible();
        await page.waitForLoadState('networkidle');
        found.push(...(await violations(page)).map((line) => `${where} ${line}`));
      };
      // The panel loads once; from there, as staff move, through its menu. A reload per screen
      // weighed the panel's start again each time (a third of this test's time) and scanned
      // nothing more: the admin is rendered in the browser only, the same way either way.
      await openAdmin(page, await adminApi.login(request, SUPERADMIN));
      // A superadmin's menu lists every screen: one missing from ADMIN_MENU_KEYS fails here.
      if (run.device === 'desktop')
        await expect(a.menu.getByRole('link')).toHaveCount(ADMIN_MENU_KEYS.length);
      const open = async (menu: (typeof ADMIN_MENU_KEYS)[number]) => {
        if (run.device === 'phone') await a.menuToggle.click();
        await a.menuLink(menu).click();
      };
      for (const menu of ADMIN_MENU_KEYS) {
        await open(menu);
        await scan(`menu ${menu}`, headingKey(menu));
      }
      // The synonyms screen has no menu item: the products screen links to it.
      await open('products');
      await a.main.getByRole('link', { name: a.t('products.synonyms'), exact: true }).click();
      await scan('/admin/products/synonyms', 'synonyms.title');
      await page.goBack();
      await a.main.getByRole('button', { name: a.t('products.add'), exact: true }).click();
      await expect(a.dialog('products.createTitle')).toBeVisible();
      found.push(...(await violations(page)).map((line) => `/admin/products (new product dialog) ${line}`));
      expect(found, found.join('\n')).toEqual([]);
    });
  });
}
