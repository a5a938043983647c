import { defineConfig } from 'vitest/config';

/** Unit tests of pure frontend logic (src/**\/*.test.ts). Playwright specs in e2e/ are not vitest's. */
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
