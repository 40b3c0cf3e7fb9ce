// The JSON block in which a built page lists its modules, the entry first: the build writes the entry's
// (scripts/inline-scripts-plugin.ts), pre-rendering adds the page's own chunks (scripts/prerender.mjs), and
// site/startAfterPaint.js requests them after the first paint (it finds the block by its id, `outilo-modules`).

const MODULE_LIST = /<script type="application\/json" id="outilo-modules">([^<]*)<\/script>/;

/** The block listing `files` (paths never hold `<`, so the JSON cannot end the element). */
export const moduleListTag = (files) => `<script type="application/json" id="outilo-modules">${JSON.stringify(files)}</script>`;

/** The modules a built page lists; throws if it lists none. */
export function listedModules(html) {
  const listed = MODULE_LIST.exec(html);
  if (!listed) throw new Error('The page has no list of modules (scripts/inline-scripts-plugin.ts)');
  return JSON.parse(listed[1]);
}

/** `html` with its list of modules replaced by `files`. */
export const withModules = (html, files) => html.replace(MODULE_LIST, () => moduleListTag(files));
