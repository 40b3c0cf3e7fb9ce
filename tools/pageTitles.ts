/**
 * Each tool page's title (its `meta.ts`'s `seo.title`), by path with its trailing slash. Loaded on the first client
 * navigation only, to update document.title; the rest of the SEO data never reaches the client.
 */
export { TOOL_PAGE_TITLES } from 'virtual:outilo-tools/page-titles';
