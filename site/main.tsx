import { startTransition } from 'react';
import { mayHoldSecret } from '../platform/secretAddresses';
import { analyticsScriptUrl } from '../platform/site';
import { createWebPlatform } from '../platform/webPlatform';
import { hydrationRouteFor, routeFor } from '../components/AppRoutes';
import { isChunkLoadError, reloadOnceForChunk } from '../components/layout/ErrorBoundary';
import { whenIdle } from '../components/lib/idle';
import { BrowserRouter } from '../components/router';
import { warmUpToolPage } from '../components/tool/warmUp';
import { captureEarlyInput } from './earlyInput';
import { WebApp } from './WebApp';

// Started before anything else: keystrokes made while the page's code loads are kept and replayed.
const replayEarlyInput = captureEarlyInput();

/**
 * The audience-measurement script runs only in a document whose address cannot come to hold a secret (a Secret Santa
 * reveal link's fragment, platform/secretAddresses.ts), decided before anything can move the page. Such a document then
 * reaches a page that can by loading a new document, without the script, so that a fragment pasted there never meets it.
 */
const measured = analyticsScriptUrl !== '' && !mayHoldSecret(window.location);
const newDocument = measured ? (to: string) => mayHoldSecret(new URL(to, window.location.href)) : undefined;

/**
 * Gives the browser a turn between the start's steps (evaluating the code, creating the stores, evaluating the
 * page's chunk, starting hydration), so that each is a short task of its own instead of one long task that
 * holds back input and paint (issue 13: no long task at load).
 */
const yieldToBrowser = () =>
  new Promise<void>((resolve) => {
    const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
    if (scheduler?.yield) void scheduler.yield().then(resolve);
    else setTimeout(resolve, 0);
  });

/** How long after the page's load the service worker is registered (then at the browser's next idle moment). */
const SERVICE_WORKER_DELAY_MS = 4000;

async function start() {
  // Fetch the page's chunk (its tool, or the home, legal or 404 page) before hydrating, so the pre-rendered HTML
  // stays in place without a flash. If it cannot be fetched (a deploy while this page was open, a lost
  // connection), hydrate all the same: the route's error boundary says so in French and the rest of the page
  // stays usable. A pre-rendered tool page has its texts in its HTML: its view is all it fetches.
  const container = document.getElementById('root')!;
  const hydrating = Boolean(container.firstElementChild);
  const route = (hydrating ? hydrationRouteFor : routeFor)(window.location.pathname)
    .preload()
    .catch(() => undefined);
  await yieldToBrowser();
  const platform = createWebPlatform();
  await yieldToBrowser();
  // React DOM (the largest module) is initialised in a task of its own: a chunk of its own, imported, not required by
  // the entry (scripts/react-dom-esm-plugin.ts). Gone from the server (a deploy while this page loaded), it gets the
  // tools' chunks' treatment: one reload, which fetches the new version.
  const { createRoot, hydrateRoot } = await import('react-dom/client').catch((error: unknown) => {
    if (isChunkLoadError(error)) reloadOnceForChunk();
    throw error;
  });
  await route;
  await yieldToBrowser();
  const app = <WebApp platform={platform} router={(children) => <BrowserRouter newDocument={newDocument}>{children}</BrowserRouter>} />;
  // Hydrating as a transition lets React yield to the browser every few milliseconds instead of holding the
  // main thread for the whole page (one long task); input that arrives meanwhile is replayed by earlyInput and
  // React's own event replay.
  if (hydrating) startTransition(() => void hydrateRoot(container, app, { onRecoverableError }));
  else createRoot(container).render(app);
  void replayEarlyInput();

  await yieldToBrowser();
  // The audience-measurement script, only where one is configured and allowed: its loader is not part of every page.
  if (measured) void import('../platform/analytics').then(({ loadAnalytics }) => loadAnalytics(analyticsScriptUrl));
  // Offline after a first visit (every page and tool precached); never in development, never in the extension.
  // Registered a while after the load, so that precaching never competes with the page (site/serviceWorker.ts).
  if (import.meta.env.PROD) whenIdle(() => void import('./serviceWorker').then(({ registerServiceWorker }) => registerServiceWorker()), SERVICE_WORKER_DELAY_MS);
  await platform.favourites.ready;
  document.documentElement.dataset.ready = 'true';
  // Hydration created no element and the page has shown no tool's frame but its own: both once while idle, so that
  // the first tool opened from a link is quick.
  warmUpToolPage(createRoot);
}

/**
 * A tool chunk that cannot load while its page hydrates is the route error boundary's business (one reload, then
 * a French message); React also reports it as a recovered hydration error, which is not news. Anything else is
 * reported as React does by default.
 */
function onRecoverableError(error: unknown) {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  if (isChunkLoadError(cause)) return;
  if (typeof reportError === 'function') reportError(error);
  else console.error(error);
}

void start();
