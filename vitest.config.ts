import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

/** The unit tests of .ts files that need a browser's DOM (jsdom): the others run in Node. */
const NEEDS_A_DOM = [
  'components/lib/download.test.ts',
  'components/lib/onDemand.test.ts',
  'components/lib/saveFile.test.ts',
  'components/lib/settledInput.test.ts',
  'components/theme/theme.test.ts',
  'platform/addressQuery.test.ts',
  'platform/analytics.test.ts',
  'platform/storage/storage.test.ts',
  'tools/email-signature/emailSignature.test.ts',
  'tools/qr-code/qrCode.test.ts',
];
const FOLDERS = ['components', 'tools', 'platform', 'site', 'entrypoints', 'scripts'];

// Unit and component tests. The WXT plugin gives tests a fake `browser` (chrome.storage in memory).
export default defineConfig({
  plugins: [WxtVitest(), react()],
  test: {
    setupFiles: ['tests/setup-unit.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    // A component test types like a user: 2 s on an idle machine, past Vitest's 5 s default on CI's 2 busy
    // cores. A deadline for a stuck test, not a timing check (timings are measured by `npm run bench`).
    testTimeout: 30_000,
    projects: [
      {
        // Pure logic in Node, every file in the same worker without a fresh module graph: a third of the CPU time of
        // jsdom and isolation. These tests mock no module and change no global for good.
        extends: true,
        test: { name: 'logic', environment: 'node', isolate: false, include: FOLDERS.map((folder) => `${folder}/**/*.test.ts`), exclude: NEEDS_A_DOM },
      },
      {
        // Components (and the few .ts tests above) in jsdom, each file isolated: they render, mock modules, keep stores.
        extends: true,
        test: { name: 'dom', environment: 'jsdom', include: [...FOLDERS.map((folder) => `${folder}/**/*.test.tsx`), ...NEEDS_A_DOM] },
      },
    ],
  },
});
