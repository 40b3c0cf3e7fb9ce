import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const THEME_TAG = '<script src="/theme.js"></script>';

/** The code of `public/theme.js` (the extension's file, which its pages load), without its comment lines. */
export function themeScript(file = fileURLToPath(new URL('../public/theme.js', import.meta.url))): string {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.trimStart().startsWith('//'))
    .join('\n');
}

/**
 * The website's pages run theme.js inline instead of requesting it: a render-blocking request before the
 * first paint (an HTTP round trip on every page a visitor opens, since the file must follow a deploy) becomes
 * 200 bytes of the HTML (issue 13). The CSP lets exactly this code run, by its hash (scripts/prerender.mjs).
 * The extension's pages keep the file: Manifest V3 forbids inline scripts.
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
