import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { loadAnalytics } from '../platform/analytics';
import { siteConfig } from '../platform/siteConfig';
import { createWebPlatform } from '../platform/webPlatform';
import { findToolByPath } from '../tools/registry';
import { WebApp } from './WebApp';

async function start() {
  const platform = createWebPlatform();
  const container = document.getElementById('root')!;
  // Fetch the page's tool chunk before hydrating, so the pre-rendered HTML stays in place without a flash.
  await findToolByPath(window.location.pathname)?.load();
  const app = <WebApp platform={platform} router={(children) => <BrowserRouter>{children}</BrowserRouter>} />;
  if (container.firstElementChild) hydrateRoot(container, app);
  else createRoot(container).render(app);

  loadAnalytics(siteConfig.analyticsScriptUrl);
  await platform.favourites.ready;
  document.documentElement.dataset.ready = 'true';
}

void start();
