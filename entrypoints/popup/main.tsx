import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { markReadyAfter } from '../../components/layout/AfterPage';
import { ErrorBoundary } from '../../components/layout/ErrorBoundary';
import { whenIdle } from '../../components/lib/idle';
import { inlineTool, PopupApp, popupRouteFor } from '../../components/popup/PopupApp';
import { readPopupRoute } from '../../components/popup/popupSession';
import { MemoryRouter } from 'react-router-dom';
import { byId, listedTools, ToolsContext } from '../../components/tool/catalog';
import { loadToolKit } from '../../components/tool/ToolRoute';
import { createExtensionPlatform } from '../../platform/extensionPlatform';
import { PlatformContext } from '../../platform/platform';
import { PAGES } from '../../tools/index';
import '../../components/styles/global.css';

const tools = listedTools(PAGES);
const platform = createExtensionPlatform('popup', (id) => byId(tools, id) !== undefined);
// The popup reopens on the tool the user left (within the browser session), else on the list.
const route = await readPopupRoute((path) => path === '/' || Boolean(inlineTool(tools, path)));
// That tool's view, so that it shows complete at once (no « Chargement… » in between). A chunk that fails is the
// route's error boundary's business.
await popupRouteFor(tools, route)?.preload().catch(() => undefined);

const started = markReadyAfter(platform.favourites.ready);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PlatformContext.Provider value={platform}>
      <ToolsContext.Provider value={tools}>
        <MemoryRouter initialEntries={[route]}>
          <ErrorBoundary homeHref="popup.html">
            <PopupApp onStarted={started} />
          </ErrorBoundary>
        </MemoryRouter>
      </ToolsContext.Provider>
    </PlatformContext.Provider>
  </StrictMode>,
);

// The popup is opened to pick a tool: once it is shown and idle, the code every tool shares is read (from the
// extension's own files) and compiled ahead, so that a click waits only for its tool's small view.
whenIdle(() => void loadToolKit().catch(() => undefined));
