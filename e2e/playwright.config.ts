import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { CHROMIUM_PATH } from '../scripts/ensure-chromium.ts';
import { chromiumFlags } from '../scripts/lib/chromium-flags.ts';

/**
 * Browser journeys against the real store. Each worker starts its own API process, which also serves
 * the built web app, on a fresh SQLite database seeded with the demo catalogue (fixtures.ts,
 * support/store-server.ts). Run through `npm run test:e2e`, which installs Chromium and builds the web
 * app first (scripts/e2e.ts).
 */

const isCI = Boolean(process.env.CI);

// The run's folder, where each worker's store keeps its database, e-mails and uploads. The runner makes
// it; workers load this config too and inherit the variable instead of making their own. Removed after
// the run.
process.env.E2E_DB_DIR ??= mkdtempSync(join(tmpdir(), 'store-e2e-'));
const runName = basename(process.env.E2E_DB_DIR);

// Pictures are opt-in: the @screenshots suites are skipped, and the journeys' own pictures
// (support/screenshots.ts) not taken, unless the command line asks for @screenshots or
// E2E_SCREENSHOTS=1 is set. Workers read the variable, which they inherit from the runner.
const wantsScreenshots =
  process.env.E2E_SCREENSHOTS === '1' || process.argv.some((arg) => arg.includes('@screenshots'));
if (wantsScreenshots) process.env.E2E_SCREENSHOTS = '1';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Under the repo root's test-results/, which .gitignore, ESLint and Prettier already skip; one folder
  // per run, because Playwright empties its output folder at start and two runs may share a checkout.
  outputDir: `../test-results/${runName}`,
  globalTeardown: './global-teardown.ts',
  grepInvert: wantsScreenshots ? undefined : /@screenshots/,
  // Two workers, each with its own store: on two cores the browser, the server and the runner leave
  // about a third of the CPU idle with one (waits for animations, debounces and the network).
  workers: 2,
  fullyParallel: false,
  retries: isCI ? 1 : 0,
  forbidOnly: isCI,
  // Generous: on two cores the server, Chromium and the runner share the CPU, and a slide takes its time.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: isCI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  use: {
    // Recording a trace costs every test its snapshots; in CI a failure is retried once, with a trace.
    trace: isCI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'en-US',
    timezoneId: 'UTC',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        launchOptions: {
          // Debian's Chromium: Playwright's own browser download is not reachable from this network.
          executablePath: CHROMIUM_PATH,
          headless: true,
          args: chromiumFlags('playwright'),
        },
      },
    },
  ],
});
