import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const THEME_TAG = '<script src="/theme.js"></script>';

/** The code of `public/theme.js` (the extension's file, which its pages load), without its comment lines. */
export function themeScript(file = fileURLToPath(new URL('../public/theme.js', import.meta.url))): string {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('//'))
    .join('\n');
}

/**
 * The website runs theme.js inline, allowed by its hash in the CSP (scripts/prerender.mjs computes it from the built
 * template): the chosen theme is applied before the first paint without a render-blocking request (an HTTP round
 * trip on every page a visitor opens). The extension's pages keep the file: Manifest V3 forbids inline scripts.
 */
export function inlineThemePlugin(): Plugin {
  return {
    name: 'outilo:inline-theme',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!html.includes(THEME_TAG)) throw new Error(`site/index.html: ${THEME_TAG} not found`);
        return html.replace(THEME_TAG, `<script>${themeScript()}</script>`);
      },
    },
  };
}
