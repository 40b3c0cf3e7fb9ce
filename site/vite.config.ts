import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

// The public website: plain Vite (no WXT), root site/, output dist/web. Pre-rendering runs after it
// (scripts/prerender.mjs) on an SSR build of site/ssr.tsx.
export default defineConfig({
  root,
  envDir: fileURLToPath(new URL('..', import.meta.url)),
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    // Read by pre-rendering (the page's own chunks are preloaded by its HTML), then deleted.
    manifest: true,
    rolldownOptions: {
      output: {
        // Fewer, right-sized chunks: what every page runs (React, the icon factory, the favourites and the
        // layout) in one file beside the entry, and what every tool page shares (fields, result card, tool
        // frame, number formatting) in another, instead of a dozen files of a few hundred bytes.
        codeSplitting: {
          groups: [
            {
              name: 'app',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|defaultAttributes|Icon|shared|context)|components[\\/](favourites|layout)[\\/]/,
              priority: 20,
            },
            {
              name: 'tool-kit',
              test: /components[\\/](fields|lib)[\\/]|components[\\/]tool[\\/](ResultCard|ToolFrame|CopyButton|CostPerTool|toolState)/,
              priority: 10,
              // Only these modules: what they import from the app stays in the app's chunks.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
