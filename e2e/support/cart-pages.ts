import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Language } from '@store/shared/constants';
import { cartResponseSchema, type Cart } from '@store/shared/schemas/cart';
import { favoritesResponseSchema, type Favorite } from '@store/shared/schemas/favorites';
import type { ProductDetail } from '@store/shared/schemas/product';
import { catalogApi } from './catalog-api.ts';
import { anyCount } from './catalog-pages.ts';
import { escapeRegExp } from './home-page.ts';
import { messages, type Translate } from './messages.ts';
import { readLocal } from './local-storage.ts';

/*
 * The cart and favourites as a shopper finds them (header buttons, the cart sidebar, the cart and
 * favourites pages, the sign-in modal), and the API's own answers for the same shopper, read with the
 * shared zod schemas so a journey compares the page with the server instead of copied numbers.
 */

/** Who the page is to the API: its guest session id and, once signed in, its bearer token. */
export interface Identity {
  sessionId: string;
  token: string | null;
}

export async function identityOf(page: Page): Promise<Identity> {
  const sessionId = await readLocal(page, 'cart-session-id');
  if (!sessionId) throw new Error('the page has no guest session id yet');
  return { sessionId, token: await readLocal(page, 'token') };
}

function headersOf({ sessionId, token }: Identity): Record<string, string> {
  return { 'x-session-id': sessionId, ...(token ? { authorization: `Bearer ${token}` } : {}) };
}

export const cartApi = {
  /** GET /api/cart as the page's shopper. */
  cart: async (request: APIRequestContext, who: Identity, lang: Language = 'en'): Promise<Cart> => {
    const response = await request.get(`/api/cart?lang=${lang}`, { headers: headersOf(who) });
    if (!response.ok()) throw new Error(`GET /api/cart answered ${response.status()}`);
    return cartResponseSchema.parse(await response.json()).cart;
  },
  /** POST /api/cart/add as the page's shopper, of the product or one of its variants. */
  add: async (
    request: APIRequestContext,
    who: Identity,
    productId: string,
    quantity: number,
    selectedVariant: string | null = null,
  ) => {
    const response = await request.post('/api/cart/add', {
      headers: headersOf(who),
      data: { productId, quantity, selectedVariant },
    });
    if (!response.ok()) throw new Error(`POST /api/cart/add answered ${response.status()}`);
  },
  /** GET /api/favorites of a signed-in shopper. */
  favorites: async (
    request: APIRequestContext,
    who: Identity,
    lang: Language = 'en',
  ): Promise<Favorite[]> => {
    const response = await request.get(`/api/favorites?lang=${lang}`, { headers: headersOf(who) });
    if (!response.ok()) throw new Error(`GET /api/favorites answered ${response.status()}`);
    return favoritesResponseSchema.parse(await response.json()).favorites;
  },
  /** The server's error message for a promo code on this shopper's cart (the cart does not change). */
  couponError: async (request: APIRequestContext, who: Identity, code: string): Promise<string> => {
    const response = await request.post('/api/cart/coupon', { headers: headersOf(who), data: { code } });
    if (response.ok()) throw new Error(`the promo code ${code} was accepted`);
    return ((await response.json()) as { error: string }).error;
  },
};

/** `Count` items in a row, so `const [a, b] = …` needs no check that each is there. */
type Tuple<Item, Count extends number, Acc extends Item[] = []> = Acc['length'] extends Count
  ? Acc
  : Tuple<Item, Count, [...Acc, Item]>;

/**
 * Enough units of a product for any one journey: the journeys share one database, and a product they
 * keep buying must not run out under a later journey (a low-stock one would, after a few orders).
 */
const PLENTY = 12;

/**
 * The products without variants among the 40 cheapest that have plenty in stock, cheapest first,
 * through the API.
 */
async function* plainProductsIn(request: APIRequestContext): AsyncGenerator<ProductDetail> {
  const results = await catalogApi.search(request, { sortBy: 'price-low', limit: 40 });
  for (const summary of results.products) {
    if (!summary.inStock) continue;
    const product = await catalogApi.product(request, summary.id);
    if (!product.variants.some((v) => v.isActive) && product.maxQuantity >= PLENTY) yield product;
  }
}

/** `count` in-stock products without variants, cheapest first, found through the API; fewer throw. */
export async function findPlainProducts<Count extends number>(
  request: APIRequestContext,
  count: Count,
): Promise<Tuple<ProductDetail, Count>> {
  const found: ProductDetail[] = [];
  for await (const product of plainProductsIn(request)) {
    found.push(product);
    // The length was just checked, which the type checker cannot follow.
    if (found.length === count) return found as Tuple<ProductDetail, Count>;
  }
  throw new Error(`fewer than ${count} plain products in stock among the 40 cheapest`);
}

/**
 * Plain products and how many of each make a subtotal of exactly `cents`: one product bought several
 * times, or two products; throws when the cheap end of the catalogue has no such pair.
 */
export async function linesAddingUpTo(
  request: APIRequestContext,
  cents: number,
): Promise<{ product: ProductDetail; quantity: number }[]> {
  const products: ProductDetail[] = [];
  for await (const product of plainProductsIn(request)) products.push(product);
  const price = (product: ProductDetail) => Math.round(product.price * 100);
  const fits = (rest: number, product: ProductDetail) =>
    rest > 0 && rest % price(product) === 0 && rest / price(product) <= 10;
  for (const product of products) {
    if (fits(cents, product)) return [{ product, quantity: cents / price(product) }];
  }
  for (const first of products) {
    const second = products.find((other) => other !== first && fits(cents - price(first), other));
    if (second) {
      return [
        { product: first, quantity: 1 },
        { product: second, quantity: (cents - price(first)) / price(second) },
      ];
    }
  }
  throw new Error(`no plain products add up to ${cents} cents`);
}

/** A fresh account's details; the e-mail is unique per call. */
export function newShopper(tag: string) {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return {
    firstName: 'Robin',
    lastName: 'Cartwright',
    email: `${tag}-${unique}@example.com`,
    password: 'violet-harbour-lantern-42',
  };
}
export type Shopper = ReturnType<typeof newShopper>;

/** Header, cart sidebar, cart page and favourites page in the given UI language. */
export function shop(page: Page, lang: Language = 'en') {
  const t: Translate = messages(lang);
  const banner = page.getByRole('banner');
  const main = page.getByRole('main');
  const sidebar = page.getByRole('dialog', { name: t('cart.title'), exact: true });
  return {
    t,
    main,
    cartButton: banner.getByRole('button', { name: anyCount(t, 'header.cartLabel') }),
    favoritesLink: banner.getByRole('link', { name: anyCount(t, 'header.favoritesLabel') }),
    sidebar,
    /** A cart row (sidebar or cart page) by its product name. */
    line: (scope: Locator, name: string): Locator =>
      scope.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) }),
    quantityOf: (scope: Locator, name: string): Locator =>
      scope.getByRole('group', { name: t('cart.quantityOf', { name }), exact: true }).locator('output'),
    decrease: (scope: Locator, name: string): Locator =>
      scope.getByRole('button', { name: t('cart.decreaseProduct', { name }), exact: true }),
    increase: (scope: Locator, name: string): Locator =>
      scope.getByRole('button', { name: t('cart.increaseProduct', { name }), exact: true }),
    remove: (scope: Locator, name: string): Locator =>
      scope.getByRole('button', { name: t('cart.removeProduct', { name }), exact: true }),
    heart: (scope: Locator, name: string): Locator =>
      scope.getByRole('button', { name: t('favorites.save', { name }), exact: true }),
  };
}
export type Shop = ReturnType<typeof shop>;

/** Adds a product without variants from its page and waits for 'Added to Cart!'. */
export async function addFromProductPage(page: Page, s: Shop, product: ProductDetail): Promise<void> {
  await page.goto(`/product/${product.id}`);
  await s.main.getByRole('button', { name: s.t('cart.add'), exact: true }).click();
  await expect(s.main.getByRole('button', { name: s.t('cart.addedToCart'), exact: true })).toBeVisible();
}

/** A guest with one plain product in the cart, added from its product page. */
export async function guestWithOneItem(page: Page, request: APIRequestContext, lang: Language = 'en') {
  const [product] = await findPlainProducts(request, 1);
  const s = shop(page, lang);
  await addFromProductPage(page, s, product);
  return { s, product };
}

/** The figure of one summary row ('Subtotal', 'Tax (10%)'…) inside `scope`. */
export function summaryValue(scope: Locator, label: string): Locator {
  return scope
    .locator('dl > div')
    .filter({
      has: scope
        .page()
        .getByRole('term')
        .filter({ hasText: new RegExp(`^${escapeRegExp(label)}`) }),
    })
    .getByRole('definition');
}

const usdFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
export const usd = (dollars: number): string => usdFormat.format(dollars);

/** The summary of `scope` reads the API's totals: subtotal, discount when any, tax, shipping, total. */
export async function expectTotals(scope: Locator, t: Translate, cart: Cart): Promise<void> {
  await expect(summaryValue(scope, t('cart.summary.subtotal'))).toHaveText(usd(cart.subtotal));
  if (cart.discount > 0) {
    await expect(summaryValue(scope, t('cart.summary.discount'))).toHaveText(`−${usd(cart.discount)}`);
  } else {
    await expect(summaryValue(scope, t('cart.summary.discount'))).toHaveCount(0);
  }
  await expect(summaryValue(scope, t('cart.summary.tax'))).toHaveText(usd(cart.tax));
  await expect(summaryValue(scope, t('cart.summary.shipping'))).toHaveText(
    cart.shipping === 0 ? t('cart.summary.free') : usd(cart.shipping),
  );
  await expect(summaryValue(scope, t('cart.summary.total'))).toHaveText(usd(cart.total));
}

/** The header's sign-in modal, in sign-up mode, filled and sent; resolves once the account menu shows. */
export async function signUpInModal(page: Page, t: Translate, shopper: Shopper): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: t('accountMenu.signIn'), exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: t('auth.signInTitle'), exact: true });
  await dialog.getByRole('button', { name: t('auth.switchToSignUp'), exact: true }).click();
  const signUp = page.getByRole('dialog', { name: t('auth.signUpTitle'), exact: true });
  await signUp.getByRole('textbox', { name: t('auth.firstName'), exact: true }).fill(shopper.firstName);
  await signUp.getByRole('textbox', { name: t('auth.lastName'), exact: true }).fill(shopper.lastName);
  await signUp.getByRole('textbox', { name: t('auth.email'), exact: true }).fill(shopper.email);
  await signUp.getByRole('textbox', { name: t('auth.password'), exact: true }).fill(shopper.password);
  await signUp.getByRole('textbox', { name: t('auth.confirmPassword'), exact: true }).fill(shopper.password);
  await signUp.getByRole('button', { name: t('auth.signUpButton'), exact: true }).click();
  await expect(signUp).toBeHidden();
  await expect(accountMenuButton(page, t, shopper)).toBeVisible();
}

/** The header's sign-in modal, filled and sent. */
export async function signInInModal(page: Page, t: Translate, shopper: Shopper): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: t('accountMenu.signIn'), exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: t('auth.signInTitle'), exact: true });
  await dialog.getByRole('textbox', { name: t('auth.email'), exact: true }).fill(shopper.email);
  await dialog.getByRole('textbox', { name: t('auth.password'), exact: true }).fill(shopper.password);
  await dialog.getByRole('button', { name: t('auth.signInButton'), exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(accountMenuButton(page, t, shopper)).toBeVisible();
}

export function accountMenuButton(page: Page, t: Translate, shopper: Shopper): Locator {
  const name = `${shopper.firstName} ${shopper.lastName}`;
  return page
    .getByRole('banner')
    .getByRole('button', { name: t('accountMenu.label', { name }), exact: true });
}

/** Answers the next window.confirm with `accept`, after checking its text. */
export function answerConfirm(page: Page, text: string, accept: boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    page.once('dialog', (dialog) => {
      const check = dialog.type() === 'confirm' && dialog.message() === text;
      void (accept ? dialog.accept() : dialog.dismiss()).then(() =>
        check ? resolve() : reject(new Error(`unexpected ${dialog.type()}: ${dialog.message()}`)),
      );
    });
  });
}
