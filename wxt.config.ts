import { defineConfig } from 'wxt';

// The Chrome extension: toolbar popup + full-tab page (the `options` entrypoint opened in a tab).
export default defineConfig({
  modules: ['@wxt-dev/module-react'],
  // Explicit imports everywhere: the website build is plain Vite and has no auto-imports.
  imports: false,
  outDir: '.output',
  manifest: {
    name: 'Outilo – calculateurs marketing et e-commerce',
    short_name: 'Outilo',
    description:
      'TVA, CPC, CPA, CPM et outils du quotidien en un clic : calculs faits dans votre navigateur, favoris synchronisés.',
    permissions: ['storage'],
    // AbortSignal.any (rate time-out) and CSS color-mix() need Chrome 116; :has() and Intl.Segmenter are older.
    minimum_chrome_version: '116',
    action: { default_title: 'Outilo' },
  },
});
