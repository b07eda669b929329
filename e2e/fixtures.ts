import {
  test as base,
  expect,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
  type Request,
  type Response,
} from '@playwright/test';
import { startStore, type Store } from './support/store-server.ts';

/**
 * The test every journey uses. It watches the page for console errors, uncaught exceptions, failed
 * requests and same-origin answers of status 400 or more, and fails the test with the list of them:
 * a shopper's page that "looks fine" while its console fills with errors is not fine.
 * A test that provokes an error on purpose calls `pageProblems.allow(url)` for that URL first.
 */

export interface PageProblem {
  kind: 'console' | 'pageerror' | 'requestfailed' | 'http';
  url: string;
  detail: string;
}

export interface PageProblems {
  /**
   * Tolerates problems whose URL or message contains this text (or matches this pattern), for a test
   * that provokes them. A console message counts by its text too: an app's own error log names the
   * failed call in its text, not in its location.
   */
  allow(urlOrText: string | RegExp): void;
  /** What was recorded so far, before the allow-list is applied. */
  readonly recorded: readonly PageProblem[];
}

function matches(url: string, pattern: string | RegExp): boolean {
  return typeof pattern === 'string' ? url.includes(pattern) : pattern.test(url);
}

function describe(problems: readonly PageProblem[]): string {
  const lines = problems.map((p) => `  - [${p.kind}] ${p.detail}${p.url ? ` (${p.url})` : ''}`);
  return `The page reported ${problems.length} problem(s) during the test:\n${lines.join('\n')}`;
}

/**
 * Waits for `<html data-hydrated>` (main.tsx) on a page of the app: an HTML answer with a #root. A
 * navigation asked to stop early (`waitUntil: 'commit'`) is left alone.
 */
async function untilLive(
  page: Page,
  response: Response | null,
  waitUntil?: string,
): Promise<Response | null> {
  const html = response?.headers()['content-type']?.startsWith('text/html') ?? false;
  if (!html || waitUntil === 'commit') return response;
  // A locator, not a function: the store's CSP forbids the string evaluation waitForFunction needs.
  await page
    .locator('html[data-hydrated="true"], html:not(:has(#root))')
    .waitFor({ state: 'attached', timeout: 15_000 });
  return response;
}

const live = new WeakSet<Page>();

/** Makes a page's goto and reload wait until the page they load is live (untilLive); once per page. */
function waitForLive(page: Page): void {
  if (live.has(page)) return;
  live.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => untilLive(page, await goto(url, options), options?.waitUntil);
  page.reload = async (options) => untilLive(page, await reload(options), options?.waitUntil);
}

function waitForLivePages(context: BrowserContext): BrowserContext {
  context.pages().forEach(waitForLive);
  context.on('page', waitForLive);
  return context;
}

export const test = base.extend<{ pageProblems: PageProblems }, { store: Store }>({
  // Each worker shops in a store of its own (support/store-server.ts), and every page, API call and
  // relative URL of its tests goes there.
  store: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const store = await startStore(`worker-${workerInfo.workerIndex}`);
      await use(store);
      await store.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ store }, use) => use(store.url),
  // A page of the store is acted on once it is live: before hydration a click meets plain HTML, and a
  // journey would test the server's page instead of the app (or race it). Every page counts: the
  // test's own, a second tab (context.newPage) and the pages of a second browser (browser.newContext).
  // A browser without JavaScript reads the server's HTML only: nothing there ever goes live.
  context: async ({ context, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) waitForLivePages(context);
    await use(context);
  },
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        return options?.javaScriptEnabled === false ? context : waitForLivePages(context);
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
  pageProblems: [
    async ({ page, baseURL }, use, testInfo) => {
      const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
      const recorded: PageProblem[] = [];
      const allowed: Array<string | RegExp> = [];

      const onConsole = (message: ConsoleMessage): void => {
        // A server-rendered page that hydrates differently from its HTML is a defect too.
        const hydrationWarning = message.type() === 'warning' && /hydrat/i.test(message.text());
        if (message.type() !== 'error' && !hydrationWarning) return;
        recorded.push({ kind: 'console', url: message.location().url, detail: message.text() });
      };
      const onPageError = (error: Error): void => {
        recorded.push({ kind: 'pageerror', url: page.url(), detail: error.stack ?? error.message });
      };
      const onRequestFailed = (request: Request): void => {
        const reason = request.failure()?.errorText ?? 'unknown';
        // Chromium aborts in-flight requests when the page navigates or reloads: not a product fault.
        if (reason === 'net::ERR_ABORTED') return;
        recorded.push({ kind: 'requestfailed', url: request.url(), detail: `${request.method()} ${reason}` });
      };
      const onResponse = (response: Response): void => {
        if (response.status() < 400) return;
        if (new URL(response.url()).origin !== origin) return;
        const request = response.request();
        recorded.push({
          kind: 'http',
          url: response.url(),
          detail: `${request.method()} → ${response.status()}`,
        });
      };

      page.on('console', onConsole);
      page.on('pageerror', onPageError);
      page.on('requestfailed', onRequestFailed);
      page.on('response', onResponse);

      await use({
        allow: (urlOrText) => void allowed.push(urlOrText),
        get recorded() {
          return recorded;
        },
      });

      page.off('console', onConsole);
      page.off('pageerror', onPageError);
      page.off('requestfailed', onRequestFailed);
      page.off('response', onResponse);

      const problems = recorded.filter(
        (p) => !allowed.some((pattern) => matches(p.url, pattern) || matches(p.detail, pattern)),
      );
      if (problems.length > 0) {
        await testInfo.attach('page-problems', { body: describe(problems), contentType: 'text/plain' });
        throw new Error(describe(problems));
      }
    },
    // Automatic: every test is watched, even one that never mentions the fixture.
    { auto: true },
  ],
});

export { expect };
