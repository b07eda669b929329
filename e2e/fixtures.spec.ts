import { expect, test } from './fixtures.ts';

/*
 * The watch on every page must itself be able to fail. The first test checks that each kind of problem
 * is recorded; the others provoke one problem without allowing it and are marked as expected failures
 * (test.fail), so they pass only while the fixture turns that problem into a failing test.
 */

test.describe('page problem watch', () => {
  test.beforeEach(async ({ page }) => {
    // A plain JSON answer of the server: same origin as the store, independent of the web app.
    await page.goto('/api/health');
  });

  test('records console errors, uncaught exceptions and same-origin error answers', async ({
    page,
    pageProblems,
  }) => {
    // Every problem below is provoked on purpose.
    pageProblems.allow(/^/);
    await page.evaluate(() => console.error('boom from the page'));
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('uncaught in the page');
      }, 0);
    });
    await page.evaluate(async () => void (await fetch('/api/nope')));
    await expect
      .poll(() => new Set(pageProblems.recorded.map((p) => p.kind)))
      .toEqual(new Set(['console', 'pageerror', 'http']));
  });

  test('fails a test whose page logs a console error', async ({ page }) => {
    test.fail();
    const logged = page.waitForEvent('console');
    await page.evaluate(() => console.error('boom from the page'));
    await logged;
  });

  test('fails a test whose page gets a same-origin 404', async ({ page }) => {
    test.fail();
    const status = await page.evaluate(async () => (await fetch('/api/nope')).status);
    expect(status).toBe(404);
  });

  test('lets a test allow the one URL it expects to fail', async ({ page, pageProblems }) => {
    pageProblems.allow('/api/nope');
    const status = await page.evaluate(async () => (await fetch('/api/nope')).status);
    expect(status).toBe(404);
  });
});
