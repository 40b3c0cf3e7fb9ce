/**
 * How each tool presents itself: its description, categories and icon, shown by the lists (the home page's grid
 * and search, the popup's launcher); a tool's own page takes its header from `virtual:outilo-tools/header/<id>`.
 * Apart from tools/routes.ts, which every page runs: only the pages that list tools load it (about 4 KB gzip).
 * Derived from the tools' `meta.ts` at build time.
 */
export { LISTED_TOOLS, TOOL_LISTINGS } from 'virtual:outilo-tools/listing';
