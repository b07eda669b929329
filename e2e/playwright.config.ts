import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/ensure-chromium.ts';

/**
 * Browser journeys against the real store: one API process that also serves the built web app, on a
 * fresh SQLite database seeded with the demo catalogue. Run through `npm run test:e2e`, which installs
 * Chromium and builds the web app first (scripts/e2e.ts).
 */

const isCI = Boolean(process.env.CI);
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

// scripts/e2e.ts picks a free port and passes it down; 3100 keeps a direct `playwright test` working.
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

// A fresh, empty database folder for every run (the server migrates and seeds it). The runner makes it;
// workers load this config too and inherit the variable instead of making their own. Removed after the run.
process.env.E2E_DB_DIR ??= mkdtempSync(join(tmpdir(), 'store-e2e-'));
const dbDir = process.env.E2E_DB_DIR;

// Screenshot runs are opt-in: they are skipped unless the command line asks for @screenshots.
const wantsScreenshots = process.argv.some((arg) => arg.includes('@screenshots'));

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Under the repo root's test-results/, which .gitignore, ESLint and Prettier already skip; one folder
  // per port, because Playwright empties its output folder at start and two runs may share a checkout.
  outputDir: `../test-results/e2e-${port}`,
  globalTeardown: './global-teardown.ts',
  grepInvert: wantsScreenshots ? undefined : /@screenshots/,
  // One worker in CI: on two cores a second one saved nothing (fresh-clone CI runs, quiet machine: 121
  // journeys in 6.9 min with two workers, 7.0 with one).
  workers: isCI ? 1 : 2,
  fullyParallel: false,
  retries: isCI ? 1 : 0,
  forbidOnly: isCI,
  // Generous: on two cores the server, Chromium and the runner share the CPU, and a slide takes its time.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: isCI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
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
          args: CHROMIUM_FLAGS,
        },
      },
    },
  ],
  webServer: {
    command: 'npx tsx apps/api/src/server.ts',
    cwd: repoRoot,
    url: `${baseURL}/api/health`,
    // First start migrates and seeds the catalogue; tsx compiles on the fly on a slow machine.
    timeout: 120_000,
    // Never, not even locally: whatever already listens on the port (a developer's own store, another
    // run) has other data than the fresh database these journeys are written against.
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: join(dbDir, 'store.db'),
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // Every journey signs up or shops from the same address; production limits would trip the suite.
      RATE_LIMIT_PER_MINUTE: '100000',
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      WEB_DIST: process.env.E2E_WEB_DIST ?? 'apps/web/dist',
    },
  },
});
