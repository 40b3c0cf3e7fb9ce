import { defineConfig } from 'vitest/config';
import { LongestFirst } from '../sequencer';

// End-to-end tests: the production builds (dist/web, .output/chrome-mv3 or edge-mv3) in Debian's Chromium, and
// .output/firefox-mv3 in Debian's Firefox ESR.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Three files at a time, each with its own browsers and server. The run is bound by the two cores (a load average
    // of 10 to 13): four took as long as three and timed out, six failed sooner.
    fileParallelism: true,
    maxWorkers: 3,
    sequence: { sequencer: LongestFirst },
    globalSetup: ['tests/e2e/global-setup.ts'],
  },
});
