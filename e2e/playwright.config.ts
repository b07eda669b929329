import { defineConfig, devices } from '@playwright/test';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

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

// One database per port, so two runs on different ports never share or delete each other's file.
const dbDir = join(tmpdir(), `store-e2e-${port}`);
// The config is also loaded in every worker process; only the runner (no TEST_WORKER_INDEX) may wipe
// the database, before it starts the server, never while a worker is talking to it.
if (process.env.TEST_WORKER_INDEX === undefined) rmSync(dbDir, { recursive: true, force: true });

// Screenshot runs are opt-in: they are skipped unless the command line asks for @screenshots.
const wantsScreenshots = process.argv.some((arg) => arg.includes('@screenshots'));

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  grepInvert: wantsScreenshots ? undefined : /@screenshots/,
  // Two cores are shared by the server, Chromium and the runner: more workers only add contention.
  workers: isCI ? 1 : 2,
  fullyParallel: false,
  retries: isCI ? 1 : 0,
  forbidOnly: isCI,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: isCI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
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
          executablePath: '/usr/bin/chromium',
          headless: true,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
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
    reuseExistingServer: !isCI,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: join(dbDir, 'store.db'),
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      WEB_DIST: 'apps/web/dist',
    },
  },
});
