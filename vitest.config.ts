import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { textBundles } from './apps/web/text-bundles-plugin.ts';

const apiTests = 'apps/api/src/**/*.test.ts';
/** The crash run of scripts/bench/faults.ts, on each database like the API suite. */
const scriptTests = 'scripts/**/*.test.ts';
/** Test files that replace a module (vi.mock) need a module graph of their own: named *.isolated.test.ts. */
const isolatedApiTests = 'apps/api/src/**/*.isolated.test.ts';

/**
 * The API suite on one database. Its files share each worker's module graph (`isolate: false`):
 * importing the app afresh for every file cost more than the tests themselves (measured: 130 s
 * against 38 s for the SQLite half). Every file still opens its own app on its own fresh database
 * (apps/api/src/test/test-app.ts), so no test sees another's rows.
 */
function apiProjects(db: 'sqlite' | 'postgres'): TestProjectInlineConfiguration[] {
  const common = { env: { TEST_DB: db }, testTimeout: 30_000, hookTimeout: 60_000 };
  // The template databases pay off over many files; the isolated project's one file skips them.
  const setup = (file: string) => ({ globalSetup: db === 'postgres' ? [`apps/api/src/test/${file}`] : [] });
  return [
    {
      test: {
        ...common,
        name: `api-${db}`,
        ...setup('pg-global-setup.ts'),
        include: [apiTests, scriptTests],
        exclude: [isolatedApiTests],
        isolate: false,
      },
    },
    {
      test: {
        ...common,
        ...setup('pg-extensions-setup.ts'),
        name: `api-${db}-isolated`,
        include: [isolatedApiTests],
      },
    },
  ];
}

/**
 * Unit tests once; the API suite twice, on SQLite and on PostgreSQL (each test file on its own fresh
 * database or schema, see apps/api/src/test/test-app.ts).
 */
export default defineConfig({
  test: {
    // One worker per core, where vitest's default leaves one core free: an API test waits on
    // PostgreSQL, another process, for much of its time. In fresh-clone CI runs on one 2-core
    // machine, the same day: 258 s on one worker, 186 and 172 s on two.
    maxWorkers: '100%',
    projects: [
      {
        // The web's UI texts come cut by page (`texts:` modules), as in its build.
        plugins: [textBundles()],
        test: {
          name: 'unit',
          include: [
            'packages/shared/src/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            'eslint.*.test.ts',
          ],
        },
      },
      ...apiProjects('sqlite'),
      ...apiProjects('postgres'),
    ],
  },
});
