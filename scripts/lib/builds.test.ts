import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { BUILDS, buildProblem, ROOT } from './builds.mjs';

const roots: string[] = [];

/** A checkout of its own: each file written with the given age in seconds. */
function checkout(files: Record<string, number>): string {
  const root = mkdtempSync(join(tmpdir(), 'builds-'));
  roots.push(root);
  const now = Date.now() / 1000;
  for (const [path, age] of Object.entries(files)) {
    const file = join(root, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, '');
    utimesSync(file, now - age, now - age);
  }
  return root;
}

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('buildProblem', () => {
  it('passes a build newer than every source it is made of', () => {
    const root = checkout({
      'apps/api/src/server.ts': 60,
      'packages/shared/src/money.ts': 60,
      'apps/api/dist/server.js': 10,
    });
    expect(buildProblem('server', { root })).toBeNull();
  });

  it('names a missing build, and the source that is newer than the build', () => {
    expect(buildProblem('server', { root: checkout({ 'apps/api/src/server.ts': 60 }) })).toBe(
      'the server build is missing (apps/api/dist/server.js)',
    );
    const root = checkout({
      'apps/api/src/server.ts': 60,
      'packages/shared/src/money.ts': 5,
      'apps/api/dist/server.js': 10,
    });
    expect(buildProblem('server', { root })).toBe(
      'the server build is older than packages/shared/src/money.ts',
    );
  });

  it('judges the web build by its index.html against the web sources', () => {
    const root = checkout({ 'apps/web/src/main.tsx': 5, 'apps/web/dist/index.html': 10 });
    expect(buildProblem('web', { root })).toBe('the web build is older than apps/web/src/main.tsx');
    expect(BUILDS.web.output).toBe('apps/web/dist/index.html');
  });

  it('counts a newer lock file against the web build only when asked about dependencies', () => {
    // `npm prune --omit=dev` after a build rewrites package-lock.json: a production start asks
    // about sources only. The server build leaves its dependencies in node_modules.
    const root = checkout({
      'apps/web/src/main.tsx': 60,
      'apps/web/dist/index.html': 10,
      'apps/api/src/server.ts': 60,
      'apps/api/dist/server.js': 10,
      'package-lock.json': 5,
    });
    expect(buildProblem('web', { root })).toBe('the web build is older than package-lock.json');
    expect(buildProblem('web', { root, dependencies: false })).toBeNull();
    expect(buildProblem('server', { root })).toBeNull();
  });
});

describe('a production start', () => {
  it('refuses, saying why, when a build is missing or stale, and builds nothing', () => {
    // A checkout of its own with the start script in it (its root is where the script is), the API's
    // sources and an old server build, and no web build.
    const root = checkout({ 'apps/api/src/server.ts': 5, 'apps/api/dist/server.js': 60 });
    for (const file of ['scripts/start.mjs', 'scripts/lib/builds.mjs']) {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      copyFileSync(join(ROOT, file), join(root, file));
    }
    const result = spawnSync(process.execPath, ['scripts/start.mjs'], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(
      'Cannot start: the web build is missing (apps/web/dist/index.html); ' +
        'the server build is older than apps/api/src/server.ts.\n' +
        'A production start runs the compiled build and never builds it: run `npm run build` first.\n',
    );
    expect(existsSync(join(root, 'apps/web/dist'))).toBe(false);
  });
});
