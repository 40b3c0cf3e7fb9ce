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
 * The query parameters a tool declares secret (the QR code's Wi-Fi password, `?type=wifi&mot-de-passe=…`): the tool
 * ignores them and takes them out of the address once its page runs, but a script loaded before that, or one that
 * read the address at its start, would have seen the secret. The tool state refuses a secret parameter not listed here.
 */
export const SECRET_QUERY_KEYS: readonly string[] = ['mot-de-passe'];

/**
 * Whether a document at this address holds a secret, or can come to hold one without the browser loading a new
 * document: its fragment has a secret key, its query a secret parameter (on any page: what reads it is no matter),
 * or it is a page secret fragments are meant for.
 */
export function mayHoldSecret({ pathname, search = '', hash }: { pathname: string; search?: string; hash: string }): boolean {
  if (search.length > 1) {
    const query = new URLSearchParams(search);
    if (SECRET_QUERY_KEYS.some((key) => query.has(key))) return true;
  }
  return SECRET_FRAGMENTS.some(({ path, key }) => samePage(pathname, path) || fragmentValue(hash, key) !== null);
}
