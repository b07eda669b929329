import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * One store per Playwright worker: its own server on its own port and its own fresh SQLite database,
 * migrated and seeded with the demo catalogue at start. Two workers then never share a cart, a stock
 * level or an admin's edit, and can run side by side.
 */
export interface Store {
  url: string;
  /** Where the store writes its e-mails, one .eml file each (no SMTP server in the journeys). */
  mailDir: string;
  stop(): Promise<void>;
}

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
/** First start migrates and seeds the catalogue; tsx compiles on the fly on a slow machine. */
const START_TIMEOUT_MS = 120_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

async function waitUntilHealthy(url: string, child: ChildProcess, errors: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the store exited (${child.exitCode}):\n${errors()}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the store did not answer on ${url} within ${START_TIMEOUT_MS / 1000} s:\n${errors()}`);
}

export async function startStore(name: string): Promise<Store> {
  const dir = join(process.env.E2E_DB_DIR ?? repoRoot, name);
  mkdirSync(dir, { recursive: true });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const mailDir = join(dir, 'mail');
  const child = spawn(process.execPath, ['--import', 'tsx', 'e2e/support/serve-store.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: join(dir, 'store.db'),
      MAIL_DIR: mailDir,
      UPLOAD_DIR: join(dir, 'uploads'),
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // Every journey signs up or shops from the same address; production limits would trip the suite.
      RATE_LIMIT_PER_MINUTE: '100000',
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      WEB_DIST: process.env.E2E_WEB_DIST ?? 'apps/web/dist',
    },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    // What the server warns about shows in the run's output, as Playwright's web server did.
    process.stderr.write(chunk);
  });
  try {
    await waitUntilHealthy(url, child, () => stderr);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    mailDir,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
