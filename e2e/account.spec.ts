import type { Page, Response } from '@playwright/test';
import { STORAGE_KEYS } from '@store/shared/constants';
import { authResponseSchema } from '@store/shared/schemas/auth';
import { errorSchema } from '@store/shared/schemas/common';
import { expect, test } from './fixtures.ts';
import {
  DEMO_CUSTOMER,
  accountApi,
  accountPages,
  fillSignIn,
  newCustomer,
  openSignedIn,
  storedUser,
} from './support/account-pages.ts';
import { readLocal } from './support/local-storage.ts';

/*
 * Accounts (storefront §2 Account menu and sign-in modal, /login; §4 Authentication; §5 Sign up; §8):
 * the header's modal signs up and in, the account menu shows who is signed in and signs out, the session
 * survives a reload and a bad stored token signs out quietly, and /login sends the shopper back.
 * Signing out ends only the session it is sent from; the other devices of the account stay signed in.
 * The demo customer is still only signed in here, never out: other journeys use it at the same time.
 */

/** The `error` text of an API answer, as the server sent it. */
async function serverError(response: Response): Promise<string> {
  return errorSchema.parse(await response.json()).error;
}

/** Counts the requests to one API path from now on. */
function countRequests(page: Page, path: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) count += 1;
  });
  return () => count;
}

/** The sign-up call, whatever language its query names. */
const isRegister = (url: string | URL): boolean => new URL(url).pathname === '/api/auth/register';

test.describe('sign-in modal and account menu', () => {
  test('sign up from the header: the dialog, mismatched passwords, a taken e-mail, the menu, logout', async ({
    page,
    request,
    pageProblems,
  }) => {
    test.setTimeout(90_000);
    // The taken e-mail is refused on purpose (409).
    pageProblems.allow('/api/auth/register');
    const a = accountPages(page);
    const { t } = a;
    const customer = newCustomer('signup');
    const registerCalls = countRequests(page, '/api/auth/register');

    await page.goto('/');
    await a.signInButton.click();
    await expect(a.signInDialog).toBeVisible();
    await expect(a.field(a.signInDialog, 'auth.email')).toBeFocused();
    // Modal: the page behind does not scroll, Escape and a click on the backdrop close it.
    await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');
    await page.keyboard.press('Escape');
    await expect(a.signInDialog).toBeHidden();
    await expect(a.signInButton).toBeFocused();
    await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');
    await a.signInButton.click();
    await expect(a.signInDialog).toBeVisible();
    await page.mouse.click(8, 450);
    await expect(a.signInDialog).toBeHidden();

    // Tab stays inside: backwards from the first control comes round to the last one.
    await a.signInButton.click();
    await a.button(a.signInDialog, 'auth.close').focus();
    await page.keyboard.press('Shift+Tab');
    await expect(a.button(a.signInDialog, 'auth.switchToSignUp')).toBeFocused();

    await a.button(a.signInDialog, 'auth.switchToSignUp').click();
    const dialog = a.signUpDialog;
    await expect(dialog).toBeVisible();
    await expect(a.field(dialog, 'auth.firstName')).toBeFocused();
    await a.field(dialog, 'auth.firstName').fill(customer.firstName);
    await a.field(dialog, 'auth.lastName').fill(customer.lastName);
    await a.field(dialog, 'auth.email').fill(customer.email);
    await a.field(dialog, 'auth.password').fill(customer.password);
    await a.field(dialog, 'auth.confirmPassword').fill(`${customer.password}x`);

    // The password toggle shows what was typed, and hides it again.
    const password = a.field(dialog, 'auth.password');
    await expect(password).toHaveAttribute('type', 'password');
    await dialog
      .getByRole('button', { name: t('auth.showPassword') })
      .first()
      .click();
    await expect(password).toHaveAttribute('type', 'text');
    await dialog.getByRole('button', { name: t('auth.hidePassword') }).click();
    await expect(password).toHaveAttribute('type', 'password');

    // Mismatched passwords: the message, and nothing sent.
    await a.button(dialog, 'auth.signUpButton').click();
    await expect(a.alert(dialog)).toHaveText(t('auth.passwordsDoNotMatch'));
    expect(registerCalls()).toBe(0);
    // Typing clears the message.
    await a.field(dialog, 'auth.confirmPassword').fill(customer.password);
    await expect(a.alert(dialog)).toBeHidden();

    // A taken e-mail: the server's own message.
    await a.field(dialog, 'auth.email').fill(DEMO_CUSTOMER.email);
    const refused = page.waitForResponse((r) => isRegister(r.url()));
    await a.button(dialog, 'auth.signUpButton').click();
    const conflict = await refused;
    expect(conflict.status()).toBe(409);
    await expect(a.alert(dialog)).toHaveText(await serverError(conflict));
    // Switching mode clears it too, and the fields are kept for the way back.
    await a.button(dialog, 'auth.switchToSignIn').click();
    await expect(a.alert(a.signInDialog)).toBeHidden();
    await a.button(a.signInDialog, 'auth.switchToSignUp').click();
    await expect(a.field(dialog, 'auth.firstName')).toHaveValue(customer.firstName);

    // Submit is disabled while the call runs; held here until that is seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(isRegister, async (route) => {
      await held;
      await route.continue();
    });
    await a.field(dialog, 'auth.email').fill(customer.email);
    const created = page.waitForResponse((r) => isRegister(r.url()) && r.status() === 201);
    await a.button(dialog, 'auth.signUpButton').click();
    await expect(dialog.getByRole('button', { name: t('auth.processing'), exact: true })).toBeDisabled();
    release();
    const answer = authResponseSchema.parse(await (await created).json());
    await page.unroute(isRegister);
    // The guest session went along, so the API can move the guest's cart into the account.
    expect((await created).request().headers()['x-session-id']).toMatch(/^guest-\d+-[a-z0-9]+$/);

    await expect(dialog).toBeHidden();
    const fullName = `${customer.firstName} ${customer.lastName}`;
    const menuButton = a.menuButton(fullName);
    await expect(menuButton).toBeVisible();
    expect(await readLocal(page, STORAGE_KEYS.token)).toBe(answer.token);
    const stored = await storedUser(request, answer.token);
    expect(stored).toMatchObject({ email: customer.email, firstName: customer.firstName, fullName });
    expect(stored.preferences.language).toBe('en');

    // The menu: initials, full name, e-mail, Profile and Orders, Logout; Escape and a click outside close it.
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator(`#${await menuButton.getAttribute('aria-controls')}`);
    await expect(menu.getByTestId('avatar')).toHaveText('AL');
    await expect(menu.getByText(fullName, { exact: true })).toBeVisible();
    await expect(menu.getByText(customer.email, { exact: true })).toBeVisible();
    await expect(a.menuLink('accountMenu.profile')).toHaveAttribute('href', '/profile');
    await expect(a.menuLink('accountMenu.orders')).toHaveAttribute('href', '/orders');
    await page.keyboard.press('Escape');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton).toBeFocused();
    await menuButton.click();
    await page.getByRole('main').click({ position: { x: 5, y: 5 } });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await menuButton.click();
    await a.menuLink('accountMenu.profile').click();
    await expect(page).toHaveURL('/profile');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    // Logout: home, signed out here, and this token no longer works; another device stays signed in.
    const otherDevice = await accountApi.login(request, customer);
    await menuButton.click();
    await a.logoutButton.click();
    await expect(page).toHaveURL('/');
    await expect(a.signInButton).toBeVisible();
    expect(await readLocal(page, STORAGE_KEYS.token)).toBeNull();
    await expect.poll(() => accountApi.profile(request, answer.token)).toBe(401);
    expect((await storedUser(request, otherDevice)).email).toBe(customer.email);
  });

  test('an account made on the French site keeps French as its language', async ({ page, request }) => {
    await page.addInitScript(`localStorage.setItem('${STORAGE_KEYS.language}', 'fr')`);
    const a = accountPages(page, 'fr');
    const customer = newCustomer('signup-fr', 'Amélie', 'Poulain');
    await page.goto('/');
    await a.signInButton.click();
    await a.button(a.signInDialog, 'auth.switchToSignUp').click();
    const dialog = a.signUpDialog;
    await a.field(dialog, 'auth.firstName').fill(customer.firstName);
    await a.field(dialog, 'auth.lastName').fill(customer.lastName);
    await a.field(dialog, 'auth.email').fill(customer.email);
    await a.field(dialog, 'auth.password').fill(customer.password);
    await a.field(dialog, 'auth.confirmPassword').fill(customer.password);
    await a.button(dialog, 'auth.signUpButton').click();
    await expect(a.menuButton(`${customer.firstName} ${customer.lastName}`)).toBeVisible();
    const token = await readLocal(page, STORAGE_KEYS.token);
    expect((await storedUser(request, token ?? '')).preferences.language).toBe('fr');
  });

  test('the demo customer signs in after a wrong password shows the server’s error; reload keeps it', async ({
    page,
    request,
    pageProblems,
  }) => {
    // The wrong password is refused on purpose (401), and two sign-ins are failed on purpose.
    pageProblems.allow('/api/auth/login');
    const a = accountPages(page);

    await page.goto('/');
    await a.signInButton.click();
    // No answer at all: 'Something went wrong'; an answer without an error of its own: 'Login failed'.
    await page.route('**/api/auth/login', (route) => route.abort(), { times: 1 });
    await fillSignIn(a, a.signInDialog, DEMO_CUSTOMER);
    await expect(a.alert(a.signInDialog)).toHaveText(a.t('common.somethingWentWrong'));
    await page.route('**/api/auth/login', (route) => route.fulfill({ status: 502, body: '' }), { times: 1 });
    await a.button(a.signInDialog, 'auth.signInButton').click();
    await expect(a.alert(a.signInDialog)).toHaveText(a.t('auth.loginFailed'));

    const refused = page.waitForResponse((r) => r.url().endsWith('/api/auth/login'));
    await fillSignIn(a, a.signInDialog, { email: DEMO_CUSTOMER.email, password: 'not-the-password' });
    const wrong = await refused;
    expect(wrong.status()).toBe(401);
    await expect(a.alert(a.signInDialog)).toHaveText(await serverError(wrong));
    await a.field(a.signInDialog, 'auth.password').fill(DEMO_CUSTOMER.password);
    await expect(a.alert(a.signInDialog)).toBeHidden();

    const accepted = page.waitForResponse((r) => r.url().endsWith('/api/auth/login') && r.ok());
    await a.button(a.signInDialog, 'auth.signInButton').click();
    const { user, token } = authResponseSchema.parse(await (await accepted).json());
    expect(user.email).toBe(DEMO_CUSTOMER.email);
    await expect(a.signInDialog).toBeHidden();
    await expect(a.menuButton(user.fullName)).toBeVisible();
    expect(await readLocal(page, STORAGE_KEYS.token)).toBe(token);

    // A reload checks the stored token with the API and stays signed in.
    const profileLoad = page.waitForResponse((r) => r.url().endsWith('/api/auth/profile'));
    await page.reload();
    expect((await profileLoad).status()).toBe(200);
    await expect(a.menuButton(user.fullName)).toBeVisible();
    await expect(a.signInButton).toBeHidden();
    expect((await storedUser(request, token)).email).toBe(DEMO_CUSTOMER.email);
  });

  test('in French the modal is French, and so is the refusal of a known error code', async ({
    page,
    pageProblems,
  }) => {
    pageProblems.allow('/api/auth/login');
    await page.addInitScript(`localStorage.setItem('${STORAGE_KEYS.language}', 'fr')`);
    const a = accountPages(page, 'fr');
    await page.goto('/');
    await a.signInButton.click();
    await expect(a.signInDialog).toBeVisible();
    // An unknown e-mail: the same refusal as a wrong password, without counting against the demo customer.
    await fillSignIn(a, a.signInDialog, { email: 'nobody@example.com', password: 'not-the-password' });
    await expect(a.alert(a.signInDialog)).toHaveText(a.t('apiErrors.INVALID_CREDENTIALS'));
    await a.button(a.signInDialog, 'auth.switchToSignUp').click();
    await expect(a.signUpDialog).toBeVisible();
    await expect(a.alert(a.signUpDialog)).toBeHidden();
  });

  test('a corrupted token in storage signs out quietly', async ({ page, pageProblems }) => {
    // The API refuses the token (401); anything else the page reports (an app error log) still fails.
    pageProblems.allow('/api/auth/profile');
    const a = accountPages(page);

    await openSignedIn(page, 'not-a-real-token');
    await expect(a.signInButton).toBeVisible();
    expect(await readLocal(page, STORAGE_KEYS.token)).toBeNull();
  });
});

test('a sign-in whose first check never got an answer is kept for the next page', async ({
  page,
  request,
  pageProblems,
}) => {
  // The profile call is cut off, as when the page is left while it loads (a quick click, a
  // language file still loading): that is no answer from the API, and must not sign the shopper out.
  pageProblems.allow('/api/auth/profile');
  const customer = newCustomer('profile-cut');
  const { token } = await accountApi.register(request, customer);
  const a = accountPages(page);
  await page.route('**/api/auth/profile', (route) => route.abort('connectionreset'), { times: 1 });
  await openSignedIn(page, token);
  await expect(a.signInButton).toBeVisible();
  expect(await readLocal(page, STORAGE_KEYS.token)).toBe(token);

  await page.reload();
  await expect(a.menuButton(`${customer.firstName} ${customer.lastName}`)).toBeVisible();
});

test.describe('/login', () => {
  test('returns to the page named by ?redirect= or location state, only on this site', async ({ page }) => {
    const a = accountPages(page);
    const { t } = a;

    await page.goto('/login?redirect=%2Fsearch%3Fq%3Dlamp');
    await expect(page).toHaveTitle(`${t('pages.login.title')} | E-Commerce`);
    const form = a.main;
    await expect(form.getByRole('heading', { level: 1 })).toHaveText(t('auth.signInTitle'));
    await fillSignIn(a, form, DEMO_CUSTOMER);
    await expect(page).toHaveURL('/search?q=lamp');

    // Already signed in: /login passes straight through, and never to another site.
    await page.goto('/login?redirect=//evil.example/steal');
    await expect(page).toHaveURL('/');
    await page.goto('/login?redirect=/favorites');
    await expect(page).toHaveURL('/favorites');
  });

  test('a redirect with location state (as checkout sends) comes back after signing in', async ({ page }) => {
    const a = accountPages(page);
    await page.goto('/');
    // What navigate('/login', { state: { from: location } }) leaves in history for the router.
    const from = { pathname: '/category/electronics', search: '?sort=rating', hash: '' };
    await page.evaluate(`
      history.pushState({ usr: { from: ${JSON.stringify(from)} }, key: 'e2e', idx: 1 }, '', '/login');
      dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    `);
    await expect(page).toHaveURL('/login');
    await fillSignIn(a, a.main, DEMO_CUSTOMER);
    await expect(page).toHaveURL('/category/electronics?sort=rating');
  });
});
