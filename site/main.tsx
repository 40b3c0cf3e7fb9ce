import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { mayHoldSecret } from '../platform/secretAddresses';
import { analyticsScriptUrl } from '../platform/site';
import { createWebPlatform } from '../platform/webPlatform';
import { routeFor } from '../components/AppRoutes';
import { routedAddress } from '../components/routes';
import { isLoadFailure } from '../components/lib/onDemand';
import { whenIdle } from '../components/lib/idle';
import { markReadyAfter } from '../components/layout/AfterPage';
import { captureEarlyInput } from './earlyInput';
import { isTool, SITE_TOOLS, WebApp } from './WebApp';

// The page's code runs: the notice that it could not start (public/theme.js, ToolFrame's CodeNotice) stays hidden.
document.documentElement.dataset.code = 'running';
// `/ttc-ht/index.html` is `/ttc-ht/` for the router and everything that reads the address, before any of them does.
const routed = routedAddress(window.location.href);
if (routed !== null) window.history.replaceState(window.history.state, '', routed);
// Started before anything else: keystrokes made while the page's code loads are kept and replayed.
const replayEarlyInput = captureEarlyInput();

/**
 * The audience-measurement script runs only in a document whose address cannot come to hold a secret (a Secret Santa
 * reveal link's fragment, platform/secretAddresses.ts), decided before anything can move the page. Such a document then
 * reaches a page that can by loading a new document, without the script, so that a fragment pasted there never meets it.
 */
const measured = analyticsScriptUrl !== '' && !mayHoldSecret(window.location);

/** How long after the page's load the service worker is registered (then at the browser's next idle moment). */
const SERVICE_WORKER_DELAY_MS = 4000;

async function start() {
  // The page's chunk (its tool, or the home, legal or 404 page), requested by the HTML beside the entry, is awaited
  // before hydrating, so the pre-rendered HTML stays in place without a flash. If it cannot be fetched (a deploy while
  // this page was open, a lost connection), hydrate all the same: the route's error boundary says so in French and
  // the rest of the page stays usable.
  const container = document.getElementById('root')!;
  const route = routeFor(SITE_TOOLS, window.location.pathname)
    .preload()
    .catch(() => undefined);
  const platform = createWebPlatform(isTool, measured ? (path) => mayHoldSecret(new URL(path, window.location.href)) : undefined);
  await route;
  // The audience-measurement script, only where one is configured and allowed: its loader is not part of every page.
  const analytics = measured
    ? import('../platform/analytics').then(({ loadAnalytics }) => void loadAnalytics(analyticsScriptUrl)).catch(() => undefined)
    : undefined;
  // `data-ready` (read by the tests and the bench) also says that the audience script is in the page or never will be.
  const started = markReadyAfter(Promise.all([platform.favourites.ready, analytics]));
  const onStarted = () => {
    replayEarlyInput();
    started();
  };
  const app = <WebApp platform={platform} router={(children) => <BrowserRouter>{children}</BrowserRouter>} onStarted={onStarted} />;
  if (container.firstElementChild) hydrateRoot(container, app, { onRecoverableError });
  else createRoot(container).render(app);

  // Offline after a first visit (every page and tool precached); never in development, never in the extension.
  // Registered a while after the load, so that precaching never competes with the page (site/serviceWorker.ts).
  if (import.meta.env.PROD) whenIdle(() => void import('./serviceWorker').then(({ registerServiceWorker }) => registerServiceWorker()), SERVICE_WORKER_DELAY_MS);
}

/**
 * A tool chunk that cannot load (or not in time) while its page hydrates is the route error boundary's business (a
 * French message and « Réessayer »); React also reports it as a recovered hydration error, which is not news. Anything else is
 * reported as React does by default.
 */
function onRecoverableError(error: unknown) {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  if (isLoadFailure(cause)) return;
  if (typeof reportError === 'function') reportError(error);
  else console.error(error);
}

void start();
