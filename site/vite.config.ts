import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compileHintsPlugin } from '../scripts/compile-hints-plugin';
import { inlineThemePlugin } from '../scripts/inline-theme-plugin';
import { lucideLightPlugin } from '../scripts/lucide-light-plugin';
import { preloadDepsPlugin } from '../scripts/preload-deps-plugin';
import { reactDomEsmPlugin } from '../scripts/react-dom-esm-plugin';

const root = fileURLToPath(new URL('.', import.meta.url));

// The public website: plain Vite (no WXT), root site/, output dist/web. Pre-rendering runs after it
// (scripts/prerender.mjs) on an SSR build of site/ssr.tsx.
export default defineConfig({
  root,
  envDir: fileURLToPath(new URL('..', import.meta.url)),
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  plugins: [
    react(),
    reactDomEsmPlugin(),
    lucideLightPlugin(),
    compileHintsPlugin(),
    inlineThemePlugin(),
    // The tools' shared chunk is requested beside every tool's view (components/tool/ToolRoute.tsx).
    preloadDepsPlugin({ requestedBeside: ['tool-kit'] }),
  ],
  build: {
    outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    // No preload helper in the code (about 1 KB gzip on every page, issue 13): each page's HTML preloads its own
    // chunks (scripts/prerender.mjs), a link's chunk is fetched on hover or press (RoutePreloader) with its own
    // imports beside it (scripts/preload-deps-plugin.ts), and after the first visit the service worker has every
    // chunk on the device.
    modulePreload: false,
    // Read by pre-rendering (the page's own chunks are preloaded by its HTML), then deleted.
    manifest: true,
    rolldownOptions: {
      // Constants imported from another module are folded where they decide something, so that what they switch
      // off is dropped (the sample testimonials while `sample` is true in their JSON file).
      optimization: { inlineConst: { mode: 'smart', pass: 2 } },
      output: {
        // Fewer, right-sized chunks: what every page runs (React, the icon factory, the favourites and the
        // layout) in one file beside the entry, React DOM's client in its own (imported apart by site/main.tsx, so
        // that its module runs in a task of its own; scripts/react-dom-esm-plugin.ts), and what every tool page
        // shares (fields, result card, tool frame, number formatting) in another, instead of a dozen files of a few
        // hundred bytes.
        codeSplitting: {
          groups: [
            { name: 'react-dom', test: /outilo:react-dom-client/, priority: 30, includeDependenciesRecursively: false },
            {
              name: 'app',
              test: /outilo:react-errors|node_modules[\\/](react|react-dom|scheduler)[\\/]|components[\\/](favourites|layout|icons)[\\/]|components[\\/]hydration\.ts$/,
              priority: 20,
            },
            {
              name: 'tool-kit',
              // What (nearly) every tool runs: the frame, inputs, result card, copy button, number formatting and
              // the common fields, with their icons. Fields and helpers only some tools use (colours, random
              // draws, downloads, sliders, cost-per tools) stay with those tools.
              test: /components[\\/](tool[\\/](ToolFrame|toolState|ResultCard|CopyButton|FieldErrors)|fields[\\/](Field|NumberField|TextField|ChoiceField|SelectField|CheckboxField)|lib[\\/](number|text|saveFile))\.tsx?$|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](check|copy|rotate-ccw|undo-2)\.mjs$/,
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
