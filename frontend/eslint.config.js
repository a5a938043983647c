// @ts-check
import eslint from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURE_INTERNALS = 'Import another feature through its index.ts (e.g. "../../analyzer"), never its internals.';
const ICONS = {
  name: '@ant-design/icons',
  message: 'Import icons from src/shared/icons.tsx: they are hidden from assistive technology there.',
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'src/api/schema.d.ts',
      'eslint.config.js',
    ],
  },
  eslint.configs.recommended,
  // The rules that need type information run in oxlint (.oxlintrc.json), on TypeScript 7.
  ...tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  prettier,
  {
    languageOptions: {
      globals: { ...globals.browser },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      'max-len': ['error', { code: 160, ignoreUrls: true, ignoreStrings: false, ignorePattern: '^import ' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [ICONS] }] },
  },
  // Inside a feature: other features only through their index.ts ("../../pipeline", never "../../pipeline/x").
  // Which "../" reaches the features folder depends on how deep the file sits, hence one entry per depth.
  ...[1, 2, 3].map((depth) => ({
    files: [`src/features/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ regex: `^${String.raw`\.\./`.repeat(depth)}[a-z-]+/.+`, message: FEATURE_INTERNALS }] },
      ],
    },
  })),
  {
    // Shared code and the API client know no feature; the app shell takes features through their index.ts.
    files: ['src/shared/**/*.{ts,tsx}', 'src/api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [ICONS],
          patterns: [{ group: ['**/features/**'], message: 'shared/ and api/ must not import features.' }],
        },
      ],
    },
  },
  {
    files: ['src/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [ICONS], patterns: [{ regex: String.raw`features/[^/]+/.+`, message: FEATURE_INTERNALS }] },
      ],
    },
  },
  {
    // Product copy (scripts, landing texts) is prose: a paragraph is one line of the string.
    files: ['src/features/*/content/**/*.ts'],
    rules: { 'max-len': ['error', { code: 160, ignoreStrings: true, ignoreTemplateLiterals: true }] },
  },
  {
    files: ['e2e/**/*.ts', '*.config.ts', 'vite.config.ts', 'vitest.config.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Node scripts (scripts/*.mjs).
    files: ['**/*.js', '**/*.mjs'],
    languageOptions: { globals: { ...globals.node } },
  },
);
