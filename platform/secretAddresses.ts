/**
 * Addresses that hold a secret. A Secret Santa reveal link, `/secret-santa/#tirage=…`, carries one participant's draw
 * in its fragment: browsers send no fragment to a server, but every script running in the page can read it. So no
 * third-party script (the audience measurement) may run in a document whose address holds one, or may come to: a
 * fragment navigation (a reveal link pasted over the Secret Santa page) keeps the document and its scripts, so the
 * page such a fragment is meant for counts as holding it.
 */

/** The reveal links of the Secret Santa (tools/secret-santa/revealLink.ts). */
export const SANTA_REVEAL = { path: '/secret-santa/', key: 'tirage' } as const;

/** Every page whose fragment can hold a secret, with the fragment's key. */
export const SECRET_FRAGMENTS: readonly { path: string; key: string }[] = [SANTA_REVEAL];

/** The value of `key` in a fragment written `#key=value` or `#a=1&key=value`, as written (not decoded); null without one. */
export function fragmentValue(hash: string, key: string): string | null {
  const match = new RegExp(`(?:^|[#&])${key}=([^&#]*)`).exec(hash);
  return match ? match[1]! : null;
}

/** `/secret-santa`, `/secret-santa/` and `/secret-santa/index.html` are one page. */
const samePage = (pathname: string, path: string) => pathname.replace(/\/index\.html$/, '/').replace(/\/?$/, '/') === path;

/**
 * Whether a document at this address holds a secret, or can come to hold one without the browser loading a new
 * document: its fragment has a secret key, or it is a page secret fragments are meant for.
 */
export function mayHoldSecret({ pathname, hash }: { pathname: string; hash: string }): boolean {
  return SECRET_FRAGMENTS.some(({ path, key }) => samePage(pathname, path) || fragmentValue(hash, key) !== null);
}
