import { defineConfig } from 'vitest/config';

const jsonReport = process.env.VITEST_JSON;

/**
 * Two projects:
 * - unit (make check): pure frontend logic (src/**\/*.test.ts, node) and component tests (src/**\/*.test.tsx, which say
 *   `// @vitest-environment jsdom` and use Testing Library);
 * - screens (make test): whole screens in the app's providers against handlers that answer like the API
 *   (src/**\/*.screen.test.tsx; src/test/ has serveApi and renderPage), each file in a fresh document (antd leaves
 *   its toasts' holders in the body). Run beside the unit tests they would add ~14 s to make check's 45 s budget.
 * Playwright specs in e2e/ (*.spec.ts) are not vitest's. With VITEST_JSON set, a JSON report is also written there.
 */
export default defineConfig({
  test: {
    environment: 'node',
    setupFiles: ['src/test/dom-setup.ts'],
    reporters: jsonReport ? ['default', 'json'] : ['default'],
    outputFile: jsonReport ? { json: jsonReport } : undefined,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // e2e/support/*.test.ts: the browser tests' own arithmetic (route budgets), pure Node.
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'e2e/support/**/*.test.ts'],
          exclude: ['src/**/*.screen.test.tsx'],
          // One module graph for all files (half the wall time of a fresh one per file); the files keep no state
          // between them, and stubbed globals are restored after each test.
          isolate: false,
          unstubGlobals: true,
        },
      },
      { extends: true, test: { name: 'screens', include: ['src/**/*.screen.test.tsx'] } },
    ],
  },
});
