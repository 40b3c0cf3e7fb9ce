import { defineConfig } from 'wxt';
import { APP_GROUP, OFF_THREAD_GROUP, TOOL_KIT_GROUP } from './scripts/chunk-groups';
import { productionGuard } from './scripts/production-guard';
import { SINGLE_THREAD_CODECS } from './scripts/single-thread-codecs';

/** Firefox's add-on id: stable across versions, so that Firefox Sync keeps the favourites (`storage.sync`). */
const GECKO_ID = 'outilo@outilo.fr';

// The extension, built for Chrome, Edge (`-b edge`) and Firefox (`-b firefox --mv3`): toolbar popup + full-tab page
// (the `options` entrypoint opened in a tab).
export default defineConfig({
  modules: ['@wxt-dev/module-react'],
  // Explicit imports everywhere: the website build is plain Vite and has no auto-imports.
  imports: false,
  outDir: '.output',
  // Firefox Add-ons' sources archive: what rebuilds the extension, not the builds nor the store's images.
  zip: { excludeSources: ['dist/**', 'screenshots/**', 'store/**/*.png', '.test-results/**', '.qa-tmp/**', 'coverage/**'] },
  // A production build needs the legal notice's details (scripts/production-guard.ts).
  vite: () => ({ plugins: [productionGuard()], resolve: { alias: SINGLE_THREAD_CODECS } }),
  hooks: {
    // The popup's and the full-tab page's code in the website's chunks (scripts/chunk-groups.ts): a click on a tool
    // then reads its own few files (view, formulas, texts) instead of a dozen. The background stays one file.
    'vite:build:extendConfig': (entrypoints, viteConfig) => {
      if (!entrypoints.some((entrypoint) => entrypoint.type === 'popup' || entrypoint.type === 'options')) return;
      viteConfig.build ??= {};
      viteConfig.build.rolldownOptions = {
        ...viteConfig.build.rolldownOptions,
        output: { ...viteConfig.build.rolldownOptions?.output, codeSplitting: { groups: [APP_GROUP, TOOL_KIT_GROUP, OFF_THREAD_GROUP] } },
      };
    },
  },
  manifest: ({ browser }) => ({
    name: 'Outilo – calculateurs marketing et e-commerce',
    short_name: 'Outilo',
    description:
      'TVA, CPC, CPA, CPM et outils du quotidien en un clic\u00a0: calculs faits dans votre navigateur, favoris synchronisés.',
    // Each permission is justified in docs/extension.md (« Permissions »); none shows a warning at install.
    permissions: ['storage', 'contextMenus', 'activeTab', 'scripting', 'alarms'],
    // AbortSignal.any (rate time-out) and CSS color-mix() need Chrome 116; :has() and Intl.Segmenter are older.
    // Firefox: 142 is the first that reads data_collection_permissions on desktop and Android alike (Firefox Add-ons
    // asks it of every new add-on); every API used is older (Intl.Segmenter came in 125, storage.session in 115).
    ...(browser === 'firefox'
      ? {
          browser_specific_settings: {
            gecko: { id: GECKO_ID, strict_min_version: '142.0', data_collection_permissions: { required: ['none'] } },
          },
        }
      : { minimum_chrome_version: '116' }),
    action: { default_title: 'Outilo' },
    // Chrome's default for extension pages, written out: the image codecs are WebAssembly from the extension itself.
    content_security_policy: { extension_pages: "script-src 'self' 'wasm-unsafe-eval'; object-src 'self'" },
    // Opens the popup. Alt+Shift+O is free in Chrome on Windows, Linux and ChromeOS (Chrome's own Alt+Shift
    // shortcuts are A, I, T); on macOS Chrome maps Alt to Option. Users can change it in chrome://extensions/shortcuts.
    commands: {
      _execute_action: { suggested_key: { default: 'Alt+Shift+O' }, description: 'Ouvrir Outilo' },
    },
    omnibox: { keyword: 'outilo' },
  }),
});
