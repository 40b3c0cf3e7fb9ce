import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { loadAnalytics } from '../platform/analytics';
import { siteConfig } from '../platform/siteConfig';
import { createWebPlatform } from '../platform/webPlatform';
import { findToolByPath } from '../tools/registry';
import { captureEarlyInput } from './earlyInput';
import { WebApp } from './WebApp';

// Started before anything else: keystrokes made while the page's code loads are kept and replayed.
const replayEarlyInput = captureEarlyInput();

async function start() {
  const platform = createWebPlatform();
  const container = document.getElementById('root')!;
  // Fetch the page's tool chunk before hydrating, so the pre-rendered HTML stays in place without a flash.
  // If it cannot be fetched (a deploy while this page was open, a lost connection), hydrate all the same: the
  // route's error boundary says so in French and the rest of the page stays usable.
  await findToolByPath(window.location.pathname)
    ?.load()
    .catch(() => undefined);
  const app = <WebApp platform={platform} router={(children) => <BrowserRouter>{children}</BrowserRouter>} />;
  if (container.firstElementChild) hydrateRoot(container, app);
  else createRoot(container).render(app);
  void replayEarlyInput();

  loadAnalytics(siteConfig.analyticsScriptUrl);
  await platform.favourites.ready;
  document.documentElement.dataset.ready = 'true';
}

void start();
