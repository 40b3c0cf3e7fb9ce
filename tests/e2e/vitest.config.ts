import { defineConfig } from 'vitest/config';

// End-to-end tests: the production builds (dist/web, .output/chrome-mv3 or edge-mv3) in Debian's Chromium, and
// .output/firefox-mv3 in Debian's Firefox ESR.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    maxWorkers: 1,
    globalSetup: ['tests/e2e/global-setup.ts'],
  },
});
