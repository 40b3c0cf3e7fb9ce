import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoutes, routeFor } from '../../components/AppRoutes';
import { HashRouter } from 'react-router-dom';
import { markReadyAfter } from '../../components/layout/AfterPage';
import { ErrorBoundary } from '../../components/layout/ErrorBoundary';
import { whenIdle } from '../../components/lib/idle';
import { byId, listedTools, ToolsContext } from '../../components/tool/catalog';
import { loadToolKit } from '../../components/tool/ToolRoute';
import { createExtensionPlatform } from '../../platform/extensionPlatform';
import { PlatformContext } from '../../platform/platform';
import { PAGES } from '../../tools/index';
import '../../components/styles/global.css';

// The full-tab page: the whole product, with hash routes (options.html#/ttc-ht/).
const tools = listedTools(PAGES);
const platform = createExtensionPlatform('extension', (id) => byId(tools, id) !== undefined);
// The page's chunks first (a tool's view and texts), so that it shows complete at once; a chunk that fails is the
// route's error boundary's business.
await routeFor(tools, (window.location.hash.replace(/^#/, '') || '/').split(/[?#]/)[0]!)
  .preload()
  .catch(() => undefined);

const started = markReadyAfter(platform.favourites.ready);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PlatformContext.Provider value={platform}>
      <ToolsContext.Provider value={tools}>
        <HashRouter>
          <ErrorBoundary homeHref="options.html">
            <AppRoutes onHydrated={started} />
          </ErrorBoundary>
        </HashRouter>
      </ToolsContext.Provider>
    </PlatformContext.Provider>
  </StrictMode>,
);

// As in the popup: the code every tool shares is read ahead once the page is idle, for the first click on a tool.
whenIdle(() => void loadToolKit().catch(() => undefined));
