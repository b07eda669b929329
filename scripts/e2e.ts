/**
 * `npm run test:e2e [-- playwright args]`: everything the browser journeys need, in order —
 * Chromium from Debian and a web build that matches the sources — then Playwright itself, whose
 * workers each start a store of their own (e2e/support/store-server.ts).
 * Extra arguments go to `playwright test` unchanged; its exit code becomes ours.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './ensure-chromium.ts';
import { ensureWebBuild } from './lib/web-build.ts';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

function runPlaywright(args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  // The CLI straight from node_modules: no npx round trip, and the same version the tests import.
  const cli = createRequire(import.meta.url).resolve('@playwright/test/cli');
  const child = spawn(process.execPath, [cli, 'test', '-c', 'e2e/playwright.config.ts', ...args], {
    cwd: repoRoot,
    env,
    stdio: 'inherit',
  });
  // Ctrl-C reaches the child through the terminal's process group; we only wait for it to finish.
  process.on('SIGINT', () => undefined);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function main(): Promise<number> {
  ensureChromium();
  // E2E_WEB_DIST gives this run a build of its own (two runs in one checkout otherwise share one).
  const webDist = process.env.E2E_WEB_DIST;
  await ensureWebBuild(webDist);
  return runPlaywright(process.argv.slice(2), process.env);
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[e2e] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
