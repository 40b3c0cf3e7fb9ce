import { defineConfig } from 'vitest/config';
import { LongestFirst } from '../sequencer';

// End-to-end tests: the production builds (dist/web, .output/chrome-mv3, .output/firefox-mv3) in Debian's Chromium
// and Firefox ESR, and the extension's own files again on .output/edge-mv3.
export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Three files at a time, each with its own browsers and server: a file keeps about half a core busy (Chromium
    // waits on timers, paints, the network and Chrome's storage quotas as users do), so on two cores a third one still
    // shortens the run. Six were tried: the text tools' million-line files, which start together, then time out.
    fileParallelism: true,
    maxWorkers: 3,
    sequence: { sequencer: LongestFirst },
    globalSetup: ['tests/e2e/global-setup.ts'],
    projects: [
      { extends: true, test: { name: 'chromium-firefox', include: ['tests/e2e/**/*.e2e.test.ts'] } },
      {
        // Edge is Chromium, and its build differs from Chrome's by one flag: the extension's own files run again on
        // it (popup, full-tab page, service worker, storage); the tools' cases, the same code on the same engine, do not.
        extends: true,
        test: {
          name: 'edge',
          include: ['tests/e2e/*extension.e2e.test.ts'],
          exclude: ['tests/e2e/firefox*'],
          env: { OUTILO_EXTENSION: 'edge-mv3' },
        },
      },
    ],
  },
});
