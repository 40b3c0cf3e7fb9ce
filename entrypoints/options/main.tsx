import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoutes } from '../../components/AppRoutes';
import { HashRouter } from '../../components/router';
import { ErrorBoundary } from '../../components/layout/ErrorBoundary';
import { createExtensionPlatform } from '../../platform/extensionPlatform';
import { PlatformContext } from '../../platform/platform';
import '../../components/styles/global.css';

// The full-tab page: the whole product, with hash routes (options.html#/ttc-ht/).
const platform = createExtensionPlatform('extension');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PlatformContext.Provider value={platform}>
      <HashRouter>
        <ErrorBoundary homeHref="options.html">
          <AppRoutes />
        </ErrorBoundary>
      </HashRouter>
    </PlatformContext.Provider>
  </StrictMode>,
);

void platform.favourites.ready.then(() => {
  document.documentElement.dataset.ready = 'true';
});
