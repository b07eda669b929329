import { defineConfig } from 'vitest/config';

const apiTests = ['apps/api/src/**/*.test.ts'];

/**
 * Unit tests once; the API suite twice, on SQLite and on PostgreSQL (each test file on its own fresh
 * database or schema, see apps/api/src/test/test-app.ts).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/shared/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
        },
      },
      {
        test: {
          name: 'api-sqlite',
          include: apiTests,
          env: { TEST_DB: 'sqlite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api-postgres',
          include: apiTests,
          env: { TEST_DB: 'postgres' },
          globalSetup: ['apps/api/src/test/pg-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
