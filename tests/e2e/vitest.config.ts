import { defineConfig } from 'vitest/config';
import { toolTablesPlugin } from '../../scripts/tool-tables-plugin';

// End-to-end tests: the production builds (dist/web, .output/chrome-mv3 or edge-mv3) in Debian's Chromium, and
// .output/firefox-mv3 in Debian's Firefox ESR.
export default defineConfig({
  // Tests that read the registry's derived tables (page titles, routes) get them as the builds do.
  plugins: [toolTablesPlugin(new URL('../..', import.meta.url).pathname)],
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
