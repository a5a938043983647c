import { defineConfig } from 'vitest/config';

const jsonReport = process.env.VITEST_JSON;

/**
 * Unit tests of pure frontend logic (src/**\/*.test.ts, node) and component tests (src/**\/*.test.tsx, which say
 * `// @vitest-environment jsdom` and use Testing Library). Playwright specs in e2e/ are not vitest's.
 * With VITEST_JSON set, a JSON report is also written there (beside the default console reporter).
 */
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'node',
    reporters: jsonReport ? ['default', 'json'] : ['default'],
    outputFile: jsonReport ? { json: jsonReport } : undefined,
  },
});
