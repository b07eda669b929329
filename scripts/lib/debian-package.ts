import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Makes sure a program from Debian's packages is installed (the project's own files install what its
 * tests and benchmarks need): installs `pkg` with apt-get when `binary` is missing. Needs root.
 */
export function ensureDebianPackage(binary: string, pkg: string): void {
  if (existsSync(binary)) return;
  console.log(`${binary} is missing: installing Debian's ${pkg}…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', pkg]]) {
    const run = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (run.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed; install ${pkg} by hand.`);
  }
  if (!existsSync(binary)) throw new Error(`${pkg} was installed but ${binary} is still missing.`);
}
