import { readFileSync, readdirSync } from 'node:fs';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Language } from '@store/shared/constants';
import { authResponseSchema } from '@store/shared/schemas/auth';
import { openSignedIn } from './account-pages.ts';
import { type Messages, translateFrom, type Translate } from './messages.ts';

/**
 * The admin panel (admin §2, §6) as staff find it: the login screen, the side menu and its phone
 * toggle, screen headings and dialogs, by their accessible names in the admin i18n namespace
 * (apps/web/src/i18n/admin/<screen>.<lang>.json), so journeys read what staff read in either language.
 */

/** The seeded staff accounts (README). Shared by journeys running at once: never signed out everywhere. */
export const SUPERADMIN = { email: 'admin@example.com', password: 'admin12345' } as const;
/** An admin with manage_products and manage_categories only. */
export const CATALOGUE_MANAGER = { email: 'manager@example.com', password: 'manager123' } as const;

const I18N_DIR = new URL('../../apps/web/src/i18n/admin/', import.meta.url);
const cache = new Map<Language, Messages>();

/** Every screen's file of one language under its screen name, as the web app's loader builds it. */
function load(lang: Language): Messages {
  let bundle = cache.get(lang);
  if (!bundle) {
    const suffix = `.${lang}.json`;
    const files = readdirSync(I18N_DIR).filter((file) => file.endsWith(suffix));
    bundle = Object.fromEntries(
      files.map((file) => [
        file.slice(0, -suffix.length),
        JSON.parse(readFileSync(new URL(file, I18N_DIR), 'utf8')) as Messages,
      ]),
    );
    cache.set(lang, bundle);
  }
  return bundle;
}

/** A translator of the admin namespace ('products.title'), with the shop's plurals and `{{name}}`. */
export function adminMessages(lang: Language): Translate {
  return (key, values = {}) => translateFrom(load(lang), lang, key, values, 'admin UI');
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The staff calls the journeys prepare or check with, straight to the API. */
export const adminApi = {
  /** POST /api/auth/login: the account's token. */
  login: async (request: APIRequestContext, account: { email: string; password: string }) => {
    const response = await request.post('/api/auth/login', { data: account });
    if (!response.ok()) throw new Error(`POST /api/auth/login answered ${response.status()}`);
    return authResponseSchema.parse(await response.json()).token;
  },
  /** The HTTP status of a GET under /api/admin with this token. */
  status: async (request: APIRequestContext, token: string, path: string): Promise<number> =>
    (await request.get(`/api/admin${path}`, { headers: bearer(token) })).status(),
  /** A staff call under /api/admin that must succeed, its body parsed by `parse`. */
  call: async <T>(
    request: APIRequestContext,
    token: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    parse: (body: unknown) => T,
    data?: unknown,
  ): Promise<T> => {
    const response = await request.fetch(`/api/admin${path}`, { method, headers: bearer(token), data });
    if (!response.ok()) {
      throw new Error(`${method} /api/admin${path} answered ${response.status()}: ${await response.text()}`);
    }
    return parse(await response.json());
  },
};

/** Opens the panel already signed in with a staff token (the login form is tested on its own). */
export async function openAdmin(page: Page, token: string, path = '/admin'): Promise<void> {
  await openSignedIn(page, token, path);
}

/** The panel's login screen, side menu, phone toggle and screens, in the given UI language. */
export function adminPages(page: Page, lang: Language = 'en') {
  const t = adminMessages(lang);
  const main = page.getByRole('main');
  const sidebar = page.getByRole('complementary', { name: t('common.menu.label'), exact: true });
  const menu = sidebar.getByRole('navigation', { name: t('common.menu.label'), exact: true });
  const login = main.getByRole('region', { name: t('common.login.title'), exact: true });
  return {
    t,
    main,
    sidebar,
    menu,
    /** A side menu item by its key under common.menu ('products'). */
    menuLink: (key: string): Locator =>
      menu.getByRole('link', { name: t(`common.menu.${key}`), exact: true }),
    /** The phone top bar's button that opens and closes the side menu. */
    menuToggle: page.getByRole('button', { name: t('common.menu.toggle'), exact: true }),
    /** A screen's h1 ('products.title'). */
    heading: (key: string): Locator => main.getByRole('heading', { level: 1, name: t(key), exact: true }),
    login,
    email: login.getByLabel(t('common.login.email'), { exact: true }),
    password: login.getByLabel(t('common.login.password'), { exact: true }),
    signIn: login.getByRole('button', { name: t('common.login.submit'), exact: true }),
    /** An open dialog by its title key ('products.createTitle'). */
    dialog: (key: string): Locator => page.getByRole('dialog', { name: t(key), exact: true }),
    /** A list's table, a scrollable region named by its caption key. */
    table: (key: string): Locator => main.getByRole('region', { name: t(key), exact: true }),
  };
}
export type AdminPages = ReturnType<typeof adminPages>;

/** Signs in through the Admin Login form; a staff account sees the success message, then the panel. */
export async function signInAsStaff(a: AdminPages, account: { email: string; password: string }) {
  await a.email.fill(account.email);
  await a.password.fill(account.password);
  await a.signIn.click();
  await expect(a.login.getByRole('status')).toHaveText(a.t('common.login.success'));
  // The page reloads after 1 s (admin §4), then the panel shows.
  await expect(a.menu).toBeVisible();
}

/** The text input of an image field and the file input beside it that its upload button opens. */
export function imageField(scope: Locator, label: string): { url: Locator; file: Locator } {
  const url = scope.getByLabel(label, { exact: true });
  return { url, file: url.locator('xpath=..').locator('input[type="file"]') };
}
