/**
 * Each tool's search terms (its `meta.ts`'s `searchTerms`), by id. A chunk of its own, loaded when the search box is
 * first used (focus, pointer, typing): the home page does not download them to show its cards.
 */
export { TOOL_KEYWORDS } from 'virtual:outilo-tools/search-terms';
