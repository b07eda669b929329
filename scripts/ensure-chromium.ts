/**
 * Makes sure Debian's Chromium is at /usr/bin/chromium before the browser journeys run.
 *
 * Playwright's own browser download cannot work here (only the npm registry and Debian's packages are
 * reachable), so the journeys drive the system Chromium, and a fresh machine or CI gets it from apt.
 * Fast and silent apart from one line when it is already installed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const CHROMIUM_PATH = '/usr/bin/chromium';

/*
 * --no-install-recommends keeps desktop extras (notification daemons, upower, …) off a server;
 * fonts-liberation is the one recommendation we want, or every text renders in a fallback font and
 * screenshots become unreadable.
 */
const APT_PACKAGES = ['chromium', 'fonts-liberation'];

function run(command: string, args: string[]): void {
  console.log(`[ensure-chromium] $ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.error) throw new Error(`could not run ${command}: ${result.error.message}`);
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`);
  }
}

/** Installs Chromium with apt-get when it is missing; throws with the reason when that fails. */
export function ensureChromium(): void {
  if (existsSync(CHROMIUM_PATH)) {
    console.log(`[ensure-chromium] found ${CHROMIUM_PATH}`);
    return;
  }
  if (process.platform !== 'linux' || !existsSync('/usr/bin/apt-get')) {
    throw new Error(
      `${CHROMIUM_PATH} is missing and apt-get is not available: install Debian's chromium package by hand.`,
    );
  }
  if (process.getuid?.() !== 0) {
    throw new Error(
      `${CHROMIUM_PATH} is missing and installing it needs root: run \`sudo apt-get install -y chromium\`.`,
    );
  }
  console.log(`[ensure-chromium] ${CHROMIUM_PATH} is missing; installing Debian's chromium package`);
  // Wait for a concurrent apt/dpkg (unattended upgrades, another install) instead of failing on its lock.
  const lockWait = ['-o', 'DPkg::Lock::Timeout=300'];
  run('apt-get', [...lockWait, 'update']);
  run('apt-get', [...lockWait, 'install', '-y', '--no-install-recommends', ...APT_PACKAGES]);
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`apt-get finished but ${CHROMIUM_PATH} still does not exist`);
  }
  console.log(`[ensure-chromium] installed ${CHROMIUM_PATH}`);
}

// Runnable on its own (`npx tsx scripts/ensure-chromium.ts`) as well as imported by scripts/e2e.ts.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    ensureChromium();
  } catch (error) {
    console.error(`[ensure-chromium] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
