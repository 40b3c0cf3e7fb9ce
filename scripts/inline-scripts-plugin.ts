import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { moduleListTag } from './module-list.mjs';

const THEME_TAG = '<script src="/theme.js"></script>';
/** The entry's tag as Vite writes it into the built page. */
const ENTRY_TAG = /<script type="module" crossorigin src="([^"]+)"><\/script>\n?/;

/** A script file's code without its comment lines and indentation, to be run inline. */
function inlineCode(file: string): string {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('//'))
    .join('\n');
}

/** The code of `public/theme.js` (the extension's file, which its pages load), without its comment lines. */
export const themeScript = (file = fileURLToPath(new URL('../public/theme.js', import.meta.url))) => inlineCode(file);

/** The code that requests a page's modules after its first contentful paint (`site/startAfterPaint.js`). */
export const startScript = (file = fileURLToPath(new URL('../site/startAfterPaint.js', import.meta.url))) => inlineCode(file);

/**
 * The website's two inline scripts (issue 13), each allowed by its hash in the CSP (scripts/prerender.mjs computes
 * them from the built template):
 * - theme.js runs inline instead of being requested: a render-blocking request before the first paint (an HTTP
 *   round trip on every page a visitor opens, since the file must follow a deploy) becomes 200 bytes of the HTML.
 *   The extension's pages keep the file: Manifest V3 forbids inline scripts.
 * - In the build, the entry's module script becomes a JSON list read by `site/startAfterPaint.js`, which requests
 *   it after the first contentful paint. Lighthouse's simulation counts every request that ended before the
 *   observed largest paint as holding it back, modules included, so the page's 85 KB of JavaScript cost about a
 *   second of its LCP on slow 4G; requested after the paint, the page is at the floor of the same page without
 *   JavaScript. The development server keeps Vite's tag.
 */
export function inlineScriptsPlugin(): Plugin[] {
  return [
    {
      name: 'outilo:inline-theme',
      transformIndexHtml: {
        order: 'pre',
        handler(html) {
          if (!html.includes(THEME_TAG)) throw new Error(`site/index.html: ${THEME_TAG} not found`);
          return html.replace(THEME_TAG, `<script>${themeScript()}</script>`);
        },
      },
    },
    {
      name: 'outilo:start-after-paint',
      apply: 'build',
      transformIndexHtml: {
        order: 'post',
        handler(html) {
          const entry = ENTRY_TAG.exec(html);
          if (!entry) throw new Error('site/index.html: the built entry script was not found');
          const start = `${moduleListTag([entry[1]!])}\n  <script>${startScript()}</script>\n  </body>`;
          return html.replace(entry[0], '').replace('</body>', start);
        },
      },
    },
  ];
}
