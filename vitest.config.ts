import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

// Unit and component tests. The WXT plugin gives tests a fake `browser` (chrome.storage in memory).
export default defineConfig({
  plugins: [WxtVitest(), react()],
  test: {
    environment: 'jsdom',
    include: ['components/**/*.test.{ts,tsx}', 'tools/**/*.test.{ts,tsx}', 'platform/**/*.test.{ts,tsx}', 'site/**/*.test.{ts,tsx}', 'entrypoints/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['tests/setup-unit.ts'],
    restoreMocks: true,
    // A component test types like a user: 2 s on an idle machine, past Vitest's 5 s default on CI's 2 busy
    // cores. A deadline for a stuck test, not a timing check (timings are measured by `npm run bench`).
    testTimeout: 30_000,
  },
});
