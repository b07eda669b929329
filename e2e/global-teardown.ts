import { rmSync } from 'node:fs';

/** Removes the run's database folder (made in playwright.config.ts), so runs leave nothing in /tmp. */
export default function globalTeardown(): void {
  const dir = process.env.E2E_DB_DIR;
  if (dir) rmSync(dir, { recursive: true, force: true });
}
