import { expect, type Page } from '@playwright/test';
import type { Language } from '@store/shared/constants';
import { escapeRegExp } from './home-page.ts';
import { translate } from './messages.ts';

/**
 * Waits until the server-rendered storefront page is live in the browser. Before that, a click or a
 * keypress meets plain HTML: a link or a form then loads a whole new page from the server, which a
 * journey about what the browser does must not take for its own navigation. The header's account
 * button is a sign of it: it stays hidden until the browser knows the session, after hydrating.
 */
export async function waitForHydration(page: Page, lang: Language = 'en'): Promise<void> {
  const banner = page.getByRole('banner');
  const signIn = banner.getByRole('button', { name: translate(lang, 'accountMenu.signIn'), exact: true });
  const account = banner.getByRole('button', {
    name: new RegExp(escapeRegExp(translate(lang, 'accountMenu.label', { name: '' }))),
  });
  await expect(signIn.or(account)).toBeVisible();
}
