import { createContext, startTransition, useContext, useEffect, useMemo, useRef, useState, type AnchorHTMLAttributes, type ReactNode } from 'react';

/**
 * The app's router: one current path, links and navigation, in the four flavours the product needs —
 * browser history (website), hash (extension full-tab page), memory (popup, tests) and static (pre-rendering).
 * Routes are a plain switch on the path (AppRoutes, PopupApp). It replaces react-router-dom, whose 13 KB
 * (gzip) were an eighth of every page's JavaScript for these few features.
 */
interface RouterValue {
  pathname: string;
  /** The query of the current address, without `?` (inside the hash under the hash router). */
  search: string;
  navigate(to: string, options?: { replace?: boolean }): void;
  /** Replaces the query of the current address, without a history entry and without re-rendering the page. */
  replaceSearch(search: string): void;
  /** The href of a link to a path (`#/cpc/` under the hash router). */
  href(to: string): string;
  /**
   * True once the app has moved from the page it opened on (a link, back or forward): the page is then built in
   * the browser, not hydrated from pre-rendered HTML, and may show what lies below the fold a frame later.
   */
  navigated: boolean;
}

const RouterContext = createContext<RouterValue | null>(null);

function useRouter(): RouterValue {
  const router = useContext(RouterContext);
  if (!router) throw new Error('Routeur manquant');
  return router;
}

export const useLocation = (): { pathname: string; search: string } => {
  const { pathname, search } = useRouter();
  return { pathname, search };
};
export const useNavigate = (): RouterValue['navigate'] => useRouter().navigate;
export const useReplaceSearch = (): RouterValue['replaceSearch'] => useRouter().replaceSearch;
export const useNavigated = (): boolean => useRouter().navigated;

const pathOf = (to: string) => to.split(/[?#]/)[0] || '/';
/** Where the hash router is: `#/cpc/?cout=5` → `/cpc/?cout=5`. */
const hashLocation = () => window.location.hash.replace(/^#/, '') || '/';
/** The path the hash router shows (for what must load before it first renders: the full-tab page's chunks). */
export const hashPath = (): string => pathOf(hashLocation());
const searchOf = (to: string) => to.split('#')[0]!.split('?')[1] ?? '';
const withSearch = (path: string, search: string) => (search ? `${path}?${search}` : path);

/**
 * A router whose path is kept by the caller (history, hash or memory). `newDocument` names the paths a navigation
 * reaches by loading a new document rather than in place.
 */
function useRouterValue(
  read: () => string,
  write: (to: string, replace: boolean, keepFragment?: boolean) => void,
  href: (to: string) => string,
  events: string[],
  newDocument?: (to: string) => boolean,
) {
  const [location, setLocation] = useState(read);
  const navigated = useRef(false);
  const pathname = pathOf(location);
  useEffect(() => {
    const sync = () => {
      navigated.current = true;
      setLocation(read());
    };
    for (const event of events) window.addEventListener(event, sync);
    return () => {
      for (const event of events) window.removeEventListener(event, sync);
    };
    // The flavour's functions are fixed for the life of the router: subscribe once.
  }, []);
  return useMemo<RouterValue>(
    () => ({
      pathname,
      // The query as the page was opened or navigated to; later replacements are the page's own doing.
      search: searchOf(location),
      href,
      navigated: navigated.current,
      navigate(to, { replace = false } = {}) {
        if (newDocument?.(to)) {
          window.location[replace ? 'replace' : 'assign'](to);
          return;
        }
        write(to, replace);
        navigated.current = true;
        // Not a transition: the next page's chunk is already there (RoutePreloader holds the click until it is), so
        // one render, one layout and one frame show it. Rendered in slices as a transition, it took about 20 ms more
        // under a 4× slower CPU (medians 159 → 138 ms), the frames in between drawing nothing new (issue 13).
        setLocation(to);
      },
      replaceSearch(search) {
        // A fragment of the page's own (a Secret Santa link's `#…`) stays where it is.
        if (pathOf(read()) === pathname) write(withSearch(pathname, search), true, true);
      },
    }),
    [location],
  );
}

const pushOrReplace = (url: string, replace: boolean) => window.history[replace ? 'replaceState' : 'pushState'](null, '', url);

export function BrowserRouter({ children, newDocument }: { children: ReactNode; newDocument?: (to: string) => boolean }) {
  const value = useRouterValue(
    () => window.location.pathname + window.location.search,
    (to, replace, keepFragment) => pushOrReplace(keepFragment ? to + window.location.hash : to, replace),
    (to) => to,
    ['popstate'],
    newDocument,
  );
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

export function HashRouter({ children }: { children: ReactNode }) {
  const value = useRouterValue(
    hashLocation,
    (to, replace) => pushOrReplace(`#${to}`, replace),
    (to) => `#${to}`,
    ['popstate', 'hashchange'],
  );
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

export function MemoryRouter({ initialEntries = ['/'], children }: { initialEntries?: string[]; children: ReactNode }) {
  const [location, setLocation] = useState(() => initialEntries.at(-1) ?? '/');
  const navigated = useRef(false);
  const value = useMemo<RouterValue>(
    () => ({
      pathname: pathOf(location),
      search: searchOf(location),
      href: (to) => to,
      navigated: navigated.current,
      navigate: (to) => {
        navigated.current = true;
        startTransition(() => setLocation(to));
      },
      replaceSearch: () => {},
    }),
    [location],
  );
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const value = useMemo<RouterValue>(
    () => ({ pathname: pathOf(location), search: searchOf(location), href: (to) => to, navigated: false, navigate: () => {}, replaceSearch: () => {} }),
    [location],
  );
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/** A link inside the app: a real `<a href>` (crawlable, opens in a new tab with a modifier), navigated in place. */
export function Link({ to, onClick, ...rest }: LinkProps) {
  const router = useRouter();
  return (
    <a
      {...rest}
      href={router.href(to)}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        if (rest.target && rest.target !== '_self') return;
        event.preventDefault();
        router.navigate(to);
      }}
    />
  );
}
