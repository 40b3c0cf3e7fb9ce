import { StrictMode, type ReactNode } from 'react';
import { AppRoutes } from '../components/AppRoutes';
import { ErrorBoundary } from '../components/layout/ErrorBoundary';
import { SitePromo } from '../components/promo/ExtensionPromo';
import { PlatformContext, type Platform } from '../platform/platform';
import { siteConfig } from '../platform/siteConfig';
import '../components/styles/global.css';

/** The website's app; the router (browser history, or static when pre-rendering) is given by the caller. */
export function WebApp({ platform, router }: { platform: Platform; router: (children: ReactNode) => ReactNode }) {
  // Only with a configured store page: a search results page is no place to send someone to install.
  const promo =
    platform.promoDismissed && siteConfig.extensionStoreUrl ? (
      <SitePromo dismissed={platform.promoDismissed} storeUrl={siteConfig.extensionStoreUrl} />
    ) : null;
  return (
    <StrictMode>
      <PlatformContext.Provider value={platform}>
        <ErrorBoundary>{router(<AppRoutes extras={promo} />)}</ErrorBoundary>
      </PlatformContext.Provider>
    </StrictMode>
  );
}
