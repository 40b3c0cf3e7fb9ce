import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ErrorBoundary } from '../../components/layout/ErrorBoundary';
import { PopupApp } from '../../components/popup/PopupApp';
import { MemoryRouter } from '../../components/router';
import { createExtensionPlatform } from '../../platform/extensionPlatform';
import { PlatformContext } from '../../platform/platform';
import '../../components/styles/global.css';

const platform = createExtensionPlatform('popup');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PlatformContext.Provider value={platform}>
      <MemoryRouter>
        <ErrorBoundary homeHref="popup.html">
          <PopupApp />
        </ErrorBoundary>
      </MemoryRouter>
    </PlatformContext.Provider>
  </StrictMode>,
);

void platform.favourites.ready.then(() => {
  document.documentElement.dataset.ready = 'true';
});
