import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from './tools/eslint-plugin-boundaries/index.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'var/**',
      'apps/api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The API docs page's own script (served at /api/docs, no bundler).
    files: ['apps/api/src/platform/openapi/docs-page/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['packages/domain/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': ['error', { patterns: ['node:*', 'react', 'react-dom'] }],
    },
  },
  {
    // Boundaries between parts (docs/decisions/0062-boundaries-checked-by-lint.md).
    files: ['apps/**/*.{ts,tsx}'],
    plugins: { boundaries },
    rules: {
      'boundaries/module-entry': 'error',
      'boundaries/module-cycles': 'error',
      'boundaries/feature-boundaries': 'error',
      'boundaries/layers': 'error',
      'boundaries/module-tables': 'error',
    },
  },
);
