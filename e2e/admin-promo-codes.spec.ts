import type { APIRequestContext } from '@playwright/test';
import {
  adminPromoCodeListSchema,
  adminPromoCodeResponseSchema,
  type PromoCodeBody,
} from '@store/shared/schemas/admin-promo-codes';
import { expect, test } from './fixtures.ts';
import { openSignedIn } from './support/account-pages.ts';
import { CATALOGUE_MANAGER, SUPERADMIN, adminApi, adminPages, openAdmin } from './support/admin-pages.ts';
import { answerConfirm, expectTotals, shop, usd } from './support/cart-pages.ts';
import { sidewaysOverflow } from './support/catalog-pages.ts';
import { checkoutApi, customerWithCart } from './support/checkout-pages.ts';
import { tabTo } from './support/keyboard.ts';
import { picture } from './support/screenshots.ts';

/*
 * Promo codes (issue 22): a catalogue manager creates a code in the panel, a shopper applies it in
 * the cart and pays, and the list then counts the use and the revenue; a code already there is
 * refused at the field. In French on a phone, a deactivated code is refused to the shopper, and its
 * deletion asks first. Journeys share one database, so each code is a code of its own, deleted
 * however the test ends.
 */

const promoCodes = async (request: APIRequestContext, token: string) =>
  (await adminApi.call(request, token, 'GET', '/promo-codes', (body) => adminPromoCodeListSchema.parse(body)))
    .promoCodes;

/** Deletes the code named `code`, whatever the journey managed to do. */
async function removeCode(request: APIRequestContext, token: string, code: string) {
  for (const promo of await promoCodes(request, token)) {
    if (promo.code !== code) continue;
    await request.delete(`/api/admin/promo-codes/${promo.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
  }
}

/** A code no other journey or run uses, in capitals as the list shows it. */
const uniqueCode = (stem: string) => `${stem}${Date.now().toString(36)}`.toUpperCase();

test.describe('on a desktop, in English', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a catalogue manager creates a code, a shopper pays with it, and the list counts it', async ({
    page,
    request,
    pageProblems,
  }) => {
    const token = await adminApi.login(request, CATALOGUE_MANAGER);
    const code = uniqueCode('E2E');
    const a = adminPages(page);
    const { t } = a;
    // The refusal of a code that exists is provoked on purpose.
    pageProblems.allow('/api/admin/promo-codes');
    try {
      await openAdmin(page, token);
      await a.menuLink('promoCodes').click();
      await expect(page).toHaveURL('/admin/promo-codes');
      await expect(a.heading('promos.title')).toBeVisible();
      const table = a.table('promos.table.caption');
      // The demo codes are listed, alphabetically; the one of summer 2024 says it has ended.
      const summer = table.getByRole('row').filter({ hasText: 'SUMMER2024' });
      await expect(summer.getByText(t('promos.validity.ended'), { exact: true })).toBeVisible();
      const listed = await table.locator('tbody tr > td:first-child').allTextContents();
      const demo = ['SAVE10', 'SUMMER2024', 'WELCOME5'];
      expect(listed.filter((listedCode) => demo.includes(listedCode))).toEqual(demo);

      const add = a.main.getByRole('button', { name: t('promos.add'), exact: true });
      await add.click();
      const dialog = a.dialog('promos.createTitle');
      const codeField = dialog.getByLabel(t('promos.form.code'), { exact: true });
      const type = dialog.getByLabel(t('promos.form.type'), { exact: true });
      const save = dialog.getByRole('button', { name: t('promos.create'), exact: true });

      // With the keyboard: the code, a percentage chosen with the arrow keys, its value, the rule.
      await tabTo(page, codeField);
      await page.keyboard.type('welcome5');
      await tabTo(page, type);
      await page.keyboard.press('ArrowDown');
      await expect(type).toHaveValue('percentage');
      const value = dialog.getByLabel(t('promos.form.valuePercentage'), { exact: true });
      await tabTo(page, value);
      await page.keyboard.type('20');
      const once = dialog.getByRole('checkbox', { name: t('promos.form.oncePerCustomer') });
      await tabTo(page, once);
      await page.keyboard.press('Space');
      await expect(once).toBeChecked();
      await expect(dialog.getByRole('switch', { name: t('promos.form.active') })).toBeChecked();
      await tabTo(page, save);
      await page.keyboard.press('Enter');

      // WELCOME5 exists (any case is the same code): refused at the field, which takes the focus.
      await expect(
        dialog.getByText(t('errors.PROMO_CODE_TAKEN', { code: 'WELCOME5' }), { exact: true }),
      ).toBeVisible();
      await expect(codeField).toBeFocused();
      await picture(page, 'admin-promo-codes-dialog-en-desktop');

      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(code.toLowerCase());
      await tabTo(page, save);
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      // The dialog gives the focus back to the button that opened it.
      await expect(add).toBeFocused();

      const row = table.getByRole('row').filter({ hasText: code });
      const fresh = ['20% off', t('promos.noMinimum'), t('promos.validity.always'), '0', t('promos.yes')];
      await expect(row.getByRole('cell')).toHaveText([code, ...fresh, '$0.00', t('common.active'), '']);
      const created = (await promoCodes(request, token)).find((promo) => promo.code === code);
      expect(created).toMatchObject({ type: 'percentage', value: 20, oncePerCustomer: true, isActive: true });
      await picture(page, 'admin-promo-codes-en-desktop', true);

      // A new customer applies it on the cart page and sees the discount in the totals.
      const shopper = await customerWithCart(request, 'promo-shopper');
      const s = shop(page);
      await openSignedIn(page, shopper.token, '/cart');
      await s.main
        .getByRole('textbox', { name: s.t('cart.promo.label'), exact: true })
        .fill(code.toLowerCase());
      await s.main.getByRole('button', { name: s.t('cart.promo.apply'), exact: true }).click();
      await expect(s.main.getByRole('status').filter({ hasText: s.t('cart.promo.applied') })).toBeVisible();
      const cart = await checkoutApi.cart(request, shopper.token);
      expect(cart.couponCode).toBe(code);
      expect(cart.discount).toBeGreaterThan(0);
      await expectTotals(s.main, s.t, cart);

      // Paid (through the API, as the checkout page pays): the list counts the use and the revenue.
      const order = await checkoutApi.placeOrder(request, shopper.token);
      expect(order.couponCode).toBe(code);
      expect(order.pricing.discount).toBe(cart.discount);
      await openAdmin(page, token, '/admin/promo-codes');
      await expect(row.getByRole('cell')).toHaveText([
        code,
        ...fresh.slice(0, 3),
        '1',
        t('promos.yes'),
        usd(order.pricing.total),
        t('common.active'),
        '',
      ]);
    } finally {
      await removeCode(request, token, code);
    }
  });
});

test.describe('on a phone, in French', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(`localStorage.setItem('preferred-language', 'fr')`);
  });

  test('un administrateur désactive un code, qui est refusé au client, puis le supprime', async ({
    page,
    request,
    pageProblems,
  }) => {
    const token = await adminApi.login(request, SUPERADMIN);
    const code = uniqueCode('ETE');
    const body: PromoCodeBody = { code, type: 'fixed', value: 5, usageLimit: 100 };
    await adminApi.call(
      request,
      token,
      'POST',
      '/promo-codes',
      (answer) => adminPromoCodeResponseSchema.parse(answer),
      body,
    );
    const a = adminPages(page, 'fr');
    const { t } = a;
    try {
      await openAdmin(page, token, '/admin/promo-codes');
      await expect(a.heading('promos.title')).toBeVisible();
      const table = a.table('promos.table.caption');
      const row = table.getByRole('row').filter({ hasText: code });
      await expect(row.getByRole('cell').nth(4)).toHaveText(t('promos.usesOf', { uses: '0', limit: '100' }));
      expect(await sidewaysOverflow(page)).toBe(0);

      await row.getByRole('button', { name: t('promos.editNamed', { code }), exact: true }).click();
      const dialog = a.dialog('promos.editTitle');
      await expect(dialog.getByLabel(t('promos.form.code'), { exact: true })).toHaveValue(code);
      await expect(dialog.getByLabel(t('promos.form.valueFixed'), { exact: true })).toHaveValue('5');
      const active = dialog.getByRole('switch', { name: t('promos.form.active') });
      await active.uncheck();
      await expect(active).not.toBeChecked();
      await picture(page, 'admin-promo-codes-dialog-fr-phone');
      await dialog.getByRole('button', { name: t('promos.update'), exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(row.getByRole('cell').nth(7)).toHaveText(t('common.inactive'));
      expect(await sidewaysOverflow(page)).toBe(0);
      await picture(page, 'admin-promo-codes-fr-phone', true);

      // The shopper is refused, in French.
      pageProblems.allow('/api/cart/coupon');
      const shopper = await customerWithCart(request, 'promo-refused', 1);
      const s = shop(page, 'fr');
      await openSignedIn(page, shopper.token, '/cart');
      await s.main.getByRole('textbox', { name: s.t('cart.promo.label'), exact: true }).fill(code);
      await s.main.getByRole('button', { name: s.t('cart.promo.apply'), exact: true }).click();
      await expect(s.main.getByRole('alert')).toHaveText(s.t('apiErrors.INVALID_COUPON'));
      expect((await checkoutApi.cart(request, shopper.token)).couponCode).toBeNull();

      // Deleting it asks first; the list then says it is gone.
      await openAdmin(page, token, '/admin/promo-codes');
      const remove = row.getByRole('button', { name: t('promos.deleteNamed', { code }), exact: true });
      const dismissed = answerConfirm(page, t('promos.confirmDelete', { code }), false);
      await remove.click();
      await dismissed;
      await expect(row).toBeVisible();
      const accepted = answerConfirm(page, t('promos.confirmDelete', { code }), true);
      await remove.click();
      await accepted;
      await expect(a.main.getByRole('status').filter({ hasText: code })).toHaveText(
        t('promos.deleted', { code }),
      );
      await expect(row).toHaveCount(0);
    } finally {
      await removeCode(request, token, code);
    }
  });
});
