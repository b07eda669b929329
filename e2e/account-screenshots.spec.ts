import { expect } from './fixtures.ts';
import { accountApi, accountPages, fillSignIn, newCustomer, openSignedIn } from './support/account-pages.ts';
import { describeScreenshots } from './support/screenshots.ts';

/*
 * Pictures of the account screens for people, not assertions: the sign-in modal (sign in, an error,
 * sign up with mismatched passwords), the account menu, /login, the signed-out profile and the three
 * profile tabs, in both languages on a phone and a desktop, in e2e/screenshots/ (git-ignored).
 * Not part of the normal run: `npm run test:e2e -- e2e/account-screenshots.spec.ts --grep @screenshots`.
 */

describeScreenshots('account screenshots', async ({ page, request, pageProblems, lang, shot }) => {
  // The wrong password pictured is refused on purpose.
  pageProblems.allow('/api/auth/login');
  const a = accountPages(page, lang);
  const { t, main } = a;

  await page.goto('/profile');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(t('profile.loginRequired'));
  await shot('profile-signed-out');
  await page.goto('/login');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(t('auth.signInTitle'));
  await shot('login-page');

  await a.signInButton.click();
  await expect(a.signInDialog).toBeVisible();
  await shot('modal-sign-in');
  // An unknown e-mail: the same refusal, without counting failures against the demo customer.
  await fillSignIn(a, a.signInDialog, { email: 'nobody@example.com', password: 'not-the-password' });
  await expect(a.alert(a.signInDialog)).toBeVisible();
  await shot('modal-sign-in-error');
  await a.button(a.signInDialog, 'auth.switchToSignUp').click();
  const customer = newCustomer('shots', 'Ada', 'Lovelace');
  await a.field(a.signUpDialog, 'auth.firstName').fill(customer.firstName);
  await a.field(a.signUpDialog, 'auth.lastName').fill(customer.lastName);
  await a.field(a.signUpDialog, 'auth.email').fill(customer.email);
  await a.field(a.signUpDialog, 'auth.password').fill(customer.password);
  await a.field(a.signUpDialog, 'auth.confirmPassword').fill('something-else');
  await a.button(a.signUpDialog, 'auth.signUpButton').click();
  await expect(a.alert(a.signUpDialog)).toHaveText(t('auth.passwordsDoNotMatch'));
  await shot('modal-sign-up-mismatch');
  await page.keyboard.press('Escape');

  // A customer with two addresses, for the menu and the profile tabs.
  const { token } = await accountApi.register(request, customer);
  const headers = { authorization: `Bearer ${token}` };
  for (const [street, city] of [
    ['12 Analytical Row', 'London'],
    ['5 Difference Lane', 'Manchester'],
  ] as const) {
    const data = {
      type: 'home',
      street,
      city,
      state: 'England',
      zipCode: 'W1 2AB',
      country: 'GB',
    };
    expect((await request.post('/api/auth/addresses', { headers, data })).status()).toBe(201);
  }
  await openSignedIn(page, token, '/profile');
  const fullName = `${customer.firstName} ${customer.lastName}`;
  await a.menuButton(fullName).click();
  await expect(a.logoutButton).toBeVisible();
  await shot('account-menu');
  await page.keyboard.press('Escape');

  await shot('profile-personal', true);
  await a.tab('addresses').click();
  await a.button(main, 'profile.addresses.add').click();
  await shot('profile-addresses', true);
  await a.tab('preferences').click();
  await shot('profile-preferences', true);
});
