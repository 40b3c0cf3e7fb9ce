import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { APP_GROUP, OFF_THREAD_GROUP, TOOL_KIT_GROUP } from '../scripts/chunk-groups';
import { compileHintsPlugin } from '../scripts/compile-hints-plugin';
import { inlineScriptsPlugin } from '../scripts/inline-scripts-plugin';
import { lucideLightPlugin } from '../scripts/lucide-light-plugin';
import { preloadDepsPlugin } from '../scripts/preload-deps-plugin';
import { reactDomEsmPlugin } from '../scripts/react-dom-esm-plugin';
import { toolHeaderPlugin } from '../scripts/tool-header-plugin';

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
    toolHeaderPlugin(fileURLToPath(new URL('..', import.meta.url))),
    compileHintsPlugin(),
    inlineScriptsPlugin(),
    // The tools' shared chunk is requested beside every tool's view (components/tool/ToolRoute.tsx).
    preloadDepsPlugin({ requestedBeside: ['tool-kit'] }),
  ],
  build: {
    outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    // No preload helper in the code (about 1 KB gzip on every page, issue 13): each page's HTML lists its own
    // chunks (scripts/prerender.mjs), requested at once after its first paint (site/startAfterPaint.js); a link's
    // chunk is fetched on hover or press (RoutePreloader) with its own imports beside it
    // (scripts/preload-deps-plugin.ts), and after the first visit the service worker has every chunk on the device.
    modulePreload: false,
    // Read by pre-rendering (the list of each page's own chunks), then deleted.
    manifest: true,
    rolldownOptions: {
      // Constants imported from another module are folded where they decide something, so that what they switch
      // off is dropped (the sample testimonials while `sample` is true in their JSON file).
      optimization: { inlineConst: { mode: 'smart', pass: 2 } },
      output: {
        // React DOM's client in its own chunk (imported apart by site/main.tsx, so that its module runs in a task of its
        // own; scripts/react-dom-esm-plugin.ts), then the groups the extension has too (scripts/chunk-groups.ts).
        codeSplitting: {
          groups: [
            { name: 'react-dom', test: /outilo:react-dom-client/, priority: 30, includeDependenciesRecursively: false },
            APP_GROUP,
            TOOL_KIT_GROUP,
            OFF_THREAD_GROUP,
          ],
        },
      },
    },
  },
});
