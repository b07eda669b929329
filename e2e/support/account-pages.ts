import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { STORAGE_KEYS, type Language } from '@store/shared/constants';
import {
  addressesResponseSchema,
  authResponseSchema,
  userResponseSchema,
  type Address,
  type AddressBody,
  type User,
} from '@store/shared/schemas/auth';
import { messages, type Translate } from './messages.ts';
import { setLocal } from './local-storage.ts';

/**
 * The account screens (storefront §2 Account menu and sign-in modal, Profile, /login) found by their
 * accessible names in the given UI language, and the account API read through the shared schemas.
 */

/** The seeded demo customer, shared by journeys running at once: never signed out everywhere. */
export const DEMO_CUSTOMER = { email: 'customer@example.com', password: 'customer123' } as const;

/** A new customer with an e-mail no other run uses. */
export function newCustomer(tag: string, firstName = 'Ada', lastName = 'Lovelace') {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return { firstName, lastName, email: `${tag}-${unique}@example.com`, password: 'analytical-engine-1843' };
}
export type Customer = ReturnType<typeof newCustomer>;

export const accountApi = {
  /** POST /api/auth/register straight to the API: a signed-up customer and their token. */
  register: async (
    request: APIRequestContext,
    customer: Customer,
  ): Promise<{ token: string; user: User }> => {
    const response = await request.post('/api/auth/register', {
      data: { ...customer, confirmPassword: customer.password },
    });
    if (response.status() !== 201) {
      throw new Error(`POST /api/auth/register answered ${response.status()}: ${await response.text()}`);
    }
    return authResponseSchema.parse(await response.json());
  },
  /** POST /api/auth/login straight to the API: a new session (another device) and its token. */
  login: async (request: APIRequestContext, customer: Customer): Promise<string> => {
    const response = await request.post('/api/auth/login', {
      data: { email: customer.email, password: customer.password },
    });
    if (!response.ok()) {
      throw new Error(`POST /api/auth/login answered ${response.status()}: ${await response.text()}`);
    }
    return authResponseSchema.parse(await response.json()).token;
  },
  /** GET /api/auth/profile with a token: the stored user, or the HTTP status when refused. */
  profile: async (request: APIRequestContext, token: string): Promise<User | number> => {
    const response = await request.get('/api/auth/profile', {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok()) return response.status();
    return userResponseSchema.parse(await response.json()).user;
  },
  /** POST /api/auth/addresses, as the profile's address book saves one: the whole book after it. */
  addAddress: async (request: APIRequestContext, token: string, body: AddressBody): Promise<Address[]> => {
    const response = await request.post('/api/auth/addresses', {
      headers: { authorization: `Bearer ${token}` },
      data: body,
    });
    if (response.status() !== 201) {
      throw new Error(`POST /api/auth/addresses answered ${response.status()}: ${await response.text()}`);
    }
    return addressesResponseSchema.parse(await response.json()).addresses;
  },
};

/** The stored user, failing the test when the token is refused. */
export async function storedUser(request: APIRequestContext, token: string): Promise<User> {
  const user = await accountApi.profile(request, token);
  if (typeof user === 'number') throw new Error(`GET /api/auth/profile answered ${user}`);
  return user;
}

/** Opens the store already signed in with a token (as a returning customer's browser would be). */
export async function openSignedIn(page: Page, token: string, path = '/'): Promise<void> {
  await page.goto('/');
  await setLocal(page, STORAGE_KEYS.token, token);
  await page.goto(path);
}

/** Header account controls, the sign-in modal and the profile page, in the given UI language. */
export function accountPages(page: Page, lang: Language = 'en') {
  const t: Translate = messages(lang);
  const banner = page.getByRole('banner');
  const main = page.getByRole('main');
  const signInDialog = page.getByRole('dialog', { name: t('auth.signInTitle'), exact: true });
  const signUpDialog = page.getByRole('dialog', { name: t('auth.signUpTitle'), exact: true });
  const field = (scope: Locator, key: string): Locator => scope.getByLabel(t(key), { exact: true });
  return {
    t,
    main,
    signInButton: banner.getByRole('button', { name: t('accountMenu.signIn'), exact: true }),
    /** The signed-in header button, named after the user. */
    menuButton: (fullName: string): Locator =>
      banner.getByRole('button', { name: t('accountMenu.label', { name: fullName }), exact: true }),
    menuLink: (key: 'accountMenu.profile' | 'accountMenu.orders'): Locator =>
      banner.getByRole('link', { name: t(key), exact: true }),
    logoutButton: banner.getByRole('button', { name: t('accountMenu.logout'), exact: true }),
    signInDialog,
    signUpDialog,
    field,
    alert: (scope: Locator): Locator => scope.getByRole('alert'),
    /** The tab of the profile page. */
    tab: (key: 'personal' | 'addresses' | 'preferences'): Locator =>
      main.getByRole('tab', { name: t(`profile.tabs.${key}`), exact: true }),
    button: (scope: Locator, key: string): Locator =>
      scope.getByRole('button', { name: t(key), exact: true }),
    status: (text: string): Locator => main.getByRole('status').filter({ hasText: text }),
  };
}
export type AccountPages = ReturnType<typeof accountPages>;

/** Fills and sends the sign-in form inside `scope` (the modal or the /login page). */
export async function fillSignIn(
  a: AccountPages,
  scope: Locator,
  credentials: { email: string; password: string },
): Promise<void> {
  await a.field(scope, 'auth.email').fill(credentials.email);
  await a.field(scope, 'auth.password').fill(credentials.password);
  await a.button(scope, 'auth.signInButton').click();
}

/** Answers the next window.confirm with `accept`, resolving with its text. */
export function answerNextConfirm(page: Page, accept: boolean): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog) => {
      void (accept ? dialog.accept() : dialog.dismiss()).then(() => resolve(dialog.message()));
    });
  });
}
