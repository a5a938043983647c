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
  ...tseslint.configs.recommendedTypeChecked,
  reactHooks.configs.flat.recommended,
  prettier,
  {
    languageOptions: {
      globals: { ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      // JSX event handlers may be async (the promise is handled inside); everything else must not leak promises.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
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
    rules: {
      // Playwright and JSON answers from the stack: assertions check them.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
    // Node scripts (scripts/*.mjs): no type information, so no project service either.
    languageOptions: { ...tseslint.configs.disableTypeChecked.languageOptions, globals: { ...globals.node } },
  },
);
