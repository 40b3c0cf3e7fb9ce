/**
 * How each tool presents itself: its description, categories and icon, shown by the lists (the home page's grid
 * and search, the popup's launcher) and at the top of its own page. Apart from tools/routes.ts, which every page
 * runs: the pages that show it load it (about 4 KB gzip). Derived from the tools' `meta.ts` at build time.
 */
export { LISTED_TOOLS, TOOL_LISTINGS } from 'virtual:outilo-tools/listing';
