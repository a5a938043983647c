import { availableParallelism } from 'node:os';
import { defineConfig, type ReporterDescription } from '@playwright/test';
import { pickWorkerStack } from './e2e/support/stack-slot';

/**
 * Browser tests against the real stack (built frontend served by the backend e2e stack).
 * `e2e/support/global-setup.ts` starts the stack unless E2E_BASE_URL is already set.
 * Uses Debian's Chromium headless shell (`scripts/chromium.sh` installs it): `npx playwright install` cannot download
 * browsers here. It is the same Chromium build without the full browser's UI layers, and what Playwright itself runs
 * headless; CHROMIUM_PATH=/usr/bin/chromium runs the full browser instead.
 * One worker more than cores (E2E_WORKERS=N to choose), each against a stack of its own, so no test sees another's
 * data or settings. Against a given E2E_BASE_URL there is one stack, so one worker.
 */
pickWorkerStack();
const reporter: ReporterDescription[] = [['list']];
if (process.env.PW_JSON_REPORT) reporter.push(['json', { outputFile: process.env.PW_JSON_REPORT }]);

export default defineConfig({
  testDir: './e2e',
  // Only specs: e2e/support/*.test.ts are vitest's unit tests of the helpers.
  testMatch: '**/*.spec.ts',
  // Tests, not files, are spread over the workers: each test makes its own users and data, so none waits for the
  // long file it shares; a spec whose tests build on each other says `mode: 'serial'`.
  fullyParallel: true,
  workers:
    process.env.E2E_BASE_URL && !process.env.E2E_STACKS
      ? 1
      : Number(process.env.E2E_WORKERS) || availableParallelism() + 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter,
  globalSetup: './e2e/support/global-setup.ts',
  globalTeardown: './e2e/support/global-teardown.ts',
  use: {
    // Read when each worker starts, i.e. after global setup has set it.
    baseURL: process.env.E2E_BASE_URL,
    screenshot: 'only-on-failure',
    trace: 'off',
    // As a visitor who asked for less motion: antd's dialogs, menus and toasts open at once (a click on a dialog
    // still zooming in was lost under load), and smooth scrolls jump. Specs about motion ask for it back.
    reducedMotion: 'reduce',
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/lib/chromium/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
});
