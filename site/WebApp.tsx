import { lazy, StrictMode, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { AppRoutes } from '../components/AppRoutes';
import { ErrorBoundary } from '../components/layout/ErrorBoundary';
import { byId, listedTools, ToolsContext } from '../components/tool/catalog';
import { PlatformContext, type Platform } from '../platform/platform';
import { extensionStoreUrl } from '../platform/site';
import { PAGES } from '../tools/index';
import '../components/styles/global.css';
import { pendingUpdate } from './updates';

/** The website's tools: every tool of tools/index.ts. */
export const SITE_TOOLS = listedTools(PAGES);
/** Ids that are tools of this build (favourites of others are ignored). */
export const isTool = (id: string) => byId(SITE_TOOLS, id) !== undefined;

// Shown only where a store page is configured, and never before the visitor has spent a while on the page: its
// code is a chunk of its own, not part of every page's JavaScript.
const SitePromo = lazy(() => import('../components/promo/ExtensionPromo').then((m) => ({ default: m.SitePromo })));

// « Nouvelle version disponible »: its code loads only once a new version is waiting (site/serviceWorker.ts).
const UpdateNotice = lazy(() => import('./UpdateNotice'));

function UpdateSlot() {
  const waiting = useSyncExternalStore(pendingUpdate.subscribe, pendingUpdate.get, () => null);
  return waiting ? (
    <Suspense fallback={null}>
      <UpdateNotice />
    </Suspense>
  ) : null;
}

interface WebAppProps {
  platform: Platform;
  /** The router: browser history, or static when pre-rendering. */
  router: (children: ReactNode) => ReactNode;
  /** Called once the page is hydrated (or first rendered): what was typed before then is replayed (site/earlyInput.ts). */
  onStarted?: () => void;
}

/** The website's app. */
export function WebApp({ platform, router, onStarted }: WebAppProps) {
  // Only with a configured store page: a search results page is no place to send someone to install.
  const promo =
    platform.promoDismissed && extensionStoreUrl ? (
      <Suspense fallback={null}>
        <SitePromo dismissed={platform.promoDismissed} storeUrl={extensionStoreUrl} />
      </Suspense>
    ) : null;
  const extras = (
    <>
      {promo}
      <UpdateSlot />
    </>
  );
  return (
    <StrictMode>
      <PlatformContext.Provider value={platform}>
        <ToolsContext.Provider value={SITE_TOOLS}>
          <ErrorBoundary>{router(<AppRoutes extras={extras} onHydrated={onStarted} />)}</ErrorBoundary>
        </ToolsContext.Provider>
      </PlatformContext.Provider>
    </StrictMode>
  );
}
