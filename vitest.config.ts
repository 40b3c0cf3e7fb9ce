import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { WxtVitest } from 'wxt/testing/vitest-plugin';
import { LongestFirst } from './tests/sequencer';

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
/** The .ts tests that mock a module: in a shared module graph the mock would reach, or miss, the other files. */
const MOCKS_A_MODULE = FOLDERS.flatMap((folder) =>
  readdirSync(join(import.meta.dirname, folder), { recursive: true, encoding: 'utf8' })
    .map((file) => `${folder}/${file.replaceAll('\\', '/')}`)
    .filter((file) => file.endsWith('.test.ts') && /\bvi\.(?:do)?mock\(/.test(readFileSync(join(import.meta.dirname, file), 'utf8'))),
);
const ISOLATED = [...new Set([...NEEDS_A_DOM, ...MOCKS_A_MODULE])];

// Unit and component tests. The WXT plugin gives tests a fake `browser` (chrome.storage in memory).
export default defineConfig({
  plugins: [WxtVitest(), react()],
  test: {
    setupFiles: ['tests/setup-unit.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    // A component test types like a user: 2 s on an idle machine, past Vitest's 5 s default on 2 busy cores (the
    // QR code's, which draws and decodes, 30 s with the machine loaded 7 times past its cores). A deadline for a stuck
    // test, not a timing check (timings are measured by `npm run bench`).
    testTimeout: 60_000,
    // Every core: Vitest keeps one free by default, which on two cores runs the files one at a time (14 minutes
    // against 10 here, where nothing else runs beside the unit tests).
    maxWorkers: availableParallelism(),
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        // Pure logic in Node, without jsdom's set-up. Each file isolated: a worker pool's start timer left by one file
        // would otherwise reject while the next one runs.
        extends: true,
        test: { name: 'logic', environment: 'node', include: FOLDERS.map((folder) => `${folder}/**/*.test.ts`), exclude: ISOLATED },
      },
      {
        // Components, and the .ts tests that need a DOM or mock a module, in jsdom, each file isolated: they render,
        // mock modules, keep stores.
        extends: true,
        test: { name: 'dom', environment: 'jsdom', include: [...FOLDERS.map((folder) => `${folder}/**/*.test.tsx`), ...ISOLATED] },
      },
    ],
  },
});
