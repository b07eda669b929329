import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Language } from '@store/shared/constants';
import { test, type PageProblems } from '../fixtures.ts';

/** Where the on-demand pictures go: e2e/screenshots/ (git-ignored). */
export const SHOTS_DIR = fileURLToPath(new URL('../screenshots/', import.meta.url));
export const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;
export const LANGUAGES: readonly Language[] = ['en', 'fr'];

/**
 * A picture for people beside a journey's assertions, saved as `<name>.png` in SHOTS_DIR (the viewport
 * only unless `fullPage`), transitions finished first. Taken only when the run asks for pictures
 * (E2E_SCREENSHOTS=1, or @screenshots on the command line: playwright.config.ts): an ordinary run has
 * no one to look at them, and each costs the journey a full repaint.
 */
export async function picture(page: Page, name: string, fullPage = false): Promise<void> {
  if (process.env.E2E_SCREENSHOTS === '1') await save(page, name, fullPage);
}

function save(page: Page, name: string, fullPage: boolean): Promise<Buffer> {
  mkdirSync(SHOTS_DIR, { recursive: true });
  return page.screenshot({ path: `${SHOTS_DIR}${name}.png`, fullPage, animations: 'disabled' });
}

export interface ShotContext {
  page: Page;
  request: APIRequestContext;
  pageProblems: PageProblems;
  lang: Language;
  /** Saves the page as `<name>-<lang>-<viewport>.png`, the viewport only unless `fullPage`. */
  shot: (name: string, fullPage?: boolean) => Promise<Buffer>;
}

/**
 * A suite of pictures for people, not assertions: `body` runs once per viewport and language, with
 * that language chosen in this browser and motion reduced so no picture is taken mid-transition.
 * Tagged @screenshots, so it runs only when the command line asks for it.
 */
export function describeScreenshots(title: string, body: (context: ShotContext) => Promise<void>): void {
  test.describe(title, { tag: '@screenshots' }, () => {
    test.use({ reducedMotion: 'reduce' });

    for (const viewport of VIEWPORTS) {
      for (const lang of LANGUAGES) {
        test(`${lang} on a ${viewport.name}`, async ({ page, request, pageProblems }) => {
          test.setTimeout(120_000);
          const shot = (name: string, fullPage = false) =>
            save(page, `${name}-${lang}-${viewport.name}`, fullPage);
          await page.setViewportSize({ width: viewport.width, height: viewport.height });
          await page.addInitScript(`localStorage.setItem('preferred-language', ${JSON.stringify(lang)})`);
          await body({ page, request, pageProblems, lang, shot });
        });
      }
    }
  });
}
