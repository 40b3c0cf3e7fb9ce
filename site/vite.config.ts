import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { APP_GROUP, OFF_THREAD_GROUP, TOOL_KIT_GROUP } from '../scripts/chunk-groups';
import { inlineThemePlugin } from '../scripts/inline-theme-plugin';
import { productionGuard } from '../scripts/production-guard';
import { SINGLE_THREAD_CODECS } from '../scripts/single-thread-codecs';

const root = fileURLToPath(new URL('.', import.meta.url));

// The public website: plain Vite (no WXT), root site/, output dist/web. Pre-rendering runs after it
// (scripts/prerender.mjs) on an SSR build of site/ssr.tsx.
export default defineConfig({
  root,
  envDir: fileURLToPath(new URL('..', import.meta.url)),
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  plugins: [productionGuard(), react(), inlineThemePlugin()],
  resolve: { alias: SINGLE_THREAD_CODECS },
  build: {
    outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    // Read by pre-rendering (each page's own chunks, preloaded by its HTML), then deleted.
    manifest: true,
    rolldownOptions: {
      // Constants imported from another module are folded where they decide something, so that what they switch
      // off is dropped (the sample testimonials while `sample` is true in their JSON file).
      optimization: { inlineConst: { mode: 'smart', pass: 2 } },
      output: {
        // The groups the extension has too (scripts/chunk-groups.ts).
        codeSplitting: { groups: [APP_GROUP, TOOL_KIT_GROUP, OFF_THREAD_GROUP] },
      },
    },
  },
});
