import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { Language } from '@store/shared/constants';
import { orderResponseSchema, type Order } from '@store/shared/schemas/orders';
import { messages, type Translate } from './messages.ts';

/*
 * Guest checkout (issue 22) as a shopper without an account finds it: "Continue as guest" on the
 * sign-in page, the e-mail at the shipping step, and the order's private link (/order/{token}) with
 * its account box; and the link's API read through the shared schema.
 */

/** The private link's token of the page the browser is on. */
export function linkToken(page: Page): string {
  const token = /\/order\/([^/?#]+)/.exec(page.url())?.[1];
  if (!token) throw new Error(`not on an order's private link: ${page.url()}`);
  return decodeURIComponent(token);
}

export const orderLinkApi = {
  /** GET /api/orders/guest/{token}: the order, or the HTTP status and code it was refused with. */
  order: async (
    request: APIRequestContext,
    token: string,
  ): Promise<Order | { status: number; code: string }> => {
    const response = await request.get(`/api/orders/guest/${encodeURIComponent(token)}`);
    if (!response.ok()) {
      return { status: response.status(), code: ((await response.json()) as { code: string }).code };
    }
    return orderResponseSchema.parse(await response.json()).order;
  },
};

/** The sign-in page's guest choice, the guest's e-mail field and the private link's page. */
export function guestPages(page: Page, lang: Language = 'en') {
  const t: Translate = messages(lang);
  const main = page.getByRole('main');
  const box = (key: string): Locator => main.getByRole('region', { name: t(key), exact: true });
  return {
    t,
    main,
    continueAsGuest: main.getByRole('button', { name: t('guestCheckout.continue'), exact: true }),
    email: main.getByRole('textbox', { name: t('guestCheckout.email'), exact: true }),
    heading: main.getByRole('heading', { level: 1 }),
    share: box('orderLink.share.title'),
    copyLink: main.getByRole('button', { name: t('orderLink.share.copy'), exact: true }),
    cancelledBox: box('orderLink.cancel.doneTitle'),
    cancel: main.getByRole('button', { name: t('orders.actions.cancel'), exact: true }),
    account: box('orderLink.account.title'),
    accountDone: box('orderLink.account.doneTitle'),
    field: (scope: Locator, key: string): Locator => scope.getByLabel(t(key), { exact: true }),
    button: (scope: Locator, key: string): Locator =>
      scope.getByRole('button', { name: t(key), exact: true }),
  };
}
export type GuestPages = ReturnType<typeof guestPages>;
