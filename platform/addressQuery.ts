/**
 * The query of a tool page's address follows its inputs (components/tool/toolState.tsx): replaced in place, without a
 * history entry and without the router re-rendering the page, and only while the address is still that page's (a
 * write that comes late, for a page already left, changes nothing).
 */

const withQuery = (pathname: string, search: string) => (search ? `${pathname}?${search}` : pathname);

/** Website: `/ttc-ht/?montant=120`, a fragment of the page's own (a Secret Santa link's `#…`) kept where it is. */
export function replaceBrowserQuery(pathname: string, search: string): void {
  const { location, history } = window;
  if (location.pathname !== pathname) return;
  history.replaceState(history.state, '', withQuery(pathname, search) + location.hash);
}

/** The extension's full-tab page: the query lives inside the hash, `options.html#/ttc-ht/?montant=120`. */
export function replaceHashQuery(pathname: string, search: string): void {
  const { location, history } = window;
  const current = location.hash.replace(/^#/, '') || '/';
  if (current.split(/[?#]/)[0] !== pathname) return;
  history.replaceState(history.state, '', `#${withQuery(pathname, search)}`);
}
