import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { defineConfig } from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { layerZones } from './eslint.layers.js';

export default defineConfig(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'e2e/screenshots/**',
      'bench-results/**',
      // Files that break the layering on purpose, linted by eslint.layers.test.ts only.
      'apps/api/src/lint-fixtures/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // A form's length limit is the server's: read it from the shared schema (maxLengthAt).
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='maxLength'] > JSXExpressionContainer > Literal",
          message: 'Read the limit from the shared schema: maxLength={maxLengthAt(schema, path)}.',
        },
        {
          selector: "JSXAttribute[name.name='maxLength'] > Literal",
          message: 'Read the limit from the shared schema: maxLength={maxLengthAt(schema, path)}.',
        },
        // A query's key comes from its feature's key factory, which invalidations and the server's
        // prefetch read too: a key written out here and there drifts apart.
        {
          selector: "Property[key.name='queryKey'] > ArrayExpression",
          message: "Build the key with the feature's key factory (e.g. productKeys.detail(id, lang)).",
        },
      ],
    },
    languageOptions: { globals: globals.browser },
  },
  {
    // Accessibility of what the components write (the e2e suite's axe scans check the pages).
    // eslint-plugin-jsx-a11y-x: the maintained fork of jsx-a11y that supports this ESLint.
    files: ['apps/web/src/**/*.tsx'],
    ...jsxA11y.configs.recommended,
    rules: {
      ...jsxA11y.configs.recommended.rules,
      // A scrollable region the keyboard reaches is named and focusable (axe scrollable-region-focusable).
      'jsx-a11y-x/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'] }],
      // Labels here often hold their text a few elements down (stars, then a visually hidden phrase).
      'jsx-a11y-x/label-has-associated-control': ['error', { depth: 4 }],
    },
  },
  {
    // Layering (eslint.layers.js): who may import whom, and no import cycle in the API or the web app.
    // Tests and their fixtures compose whatever they need, so they are left out.
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.fixture.ts', '**/*.fixtures.ts', '**/test/**'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones() }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['apps/api/**', 'packages/**', 'scripts/**', 'e2e/**', '*.config.{js,ts}'],
    languageOptions: { globals: globals.node },
  },
);
