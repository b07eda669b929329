import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has focus, as a keyboard user moves through a
 * page; fails after `most` presses.
 */
export async function tabTo(page: Page, target: Locator, { back = false, most = 120 } = {}): Promise<void> {
  for (let presses = 0; presses < most; presses += 1) {
    if ((await target.and(page.locator(':focus')).count()) > 0) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}
