import type { Page } from '@playwright/test';

// Expression strings, not functions: this project's TypeScript for e2e has no DOM types.

/** A local-storage value of the page's origin. */
export function readLocal(page: Page, key: string): Promise<string | null> {
  return page.evaluate<string | null>(`localStorage.getItem(${JSON.stringify(key)})`);
}

/** Writes a local-storage value of the page's origin. */
export async function setLocal(page: Page, key: string, value: string): Promise<void> {
  await page.evaluate(`localStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(value)})`);
}
