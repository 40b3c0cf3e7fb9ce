import { Suspense, type ReactNode } from 'react';
import { findToolByPath } from '../tools/registry';
import { loadedListing, loadListing } from './home/listing';
import { AppLayout } from './layout/AppLayout';
import { preloadable, type Preloadable } from './preloadable';
import { useLocation } from './router';
import { pageKind } from './routes';
import { RoutePreloader } from './RoutePreloader';
import { ToolRoute, toolPage, toolView } from './tool/ToolRoute';

// Each page is its own chunk: a tool page does not download the home page, the legal notice or the 404 page.
const homeView = preloadable(() => import('./home/HomePage').then((m) => ({ default: m.HomePage })));
/**
 * The home page to show: its code and the tools' listing (components/home/listing.ts), fetched side by side.
 * Hydrating the pre-rendered home page needs its code alone: its cards are in the HTML.
 */
const home: Preloadable = {
  preload: () => Promise.all([homeView.preload(), loadListing()]).then(([component]) => component),
  isLoaded: () => homeView.isLoaded() && loadedListing() !== undefined,
  Component: homeView.Component,
};
const legal = preloadable(() => import('./pages/LegalPage').then((m) => ({ default: m.LegalPage })));
const notFound = preloadable(() => import('./pages/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));

/** The chunk that renders a path: fetched before hydrating and ahead of a navigation. */
export function routeFor(pathname: string): Preloadable {
  switch (pageKind(pathname)) {
    case 'home':
      return home;
    case 'legal':
      return legal;
    case 'not-found':
      return notFound;
    case 'tool':
      return toolPage(findToolByPath(pathname)!);
  }
}

/**
 * The chunk that hydrating a pre-rendered path needs: a tool's view without its texts, the home page without the
 * tools' listing, which are in the HTML.
 */
export function hydrationRouteFor(pathname: string): Preloadable {
  switch (pageKind(pathname)) {
    case 'tool':
      return toolView(findToolByPath(pathname)!);
    case 'home':
      return homeView;
    default:
      return routeFor(pathname);
  }
}

/**
 * The routes of the whole product, shared by the website (browser history), the extension's full-tab page
 * (hash) and pre-rendering (static): the home page, one page per tool (`/ttc-ht` and `/ttc-ht/` alike), the
 * legal notice and a 404 page for anything else, all inside the layout.
 */
export function AppRoutes({ extras }: { extras?: ReactNode }) {
  const { pathname } = useLocation();
  const tool = pageKind(pathname) === 'tool' ? findToolByPath(pathname) : undefined;
  return (
    <>
      <RoutePreloader routeFor={routeFor} />
      <AppLayout extras={extras}>{tool ? <ToolRoute key={tool.id} tool={tool} /> : <Page route={routeFor(pathname)} />}</AppLayout>
    </>
  );
}

function Page({ route }: { route: Preloadable }) {
  return (
    <Suspense fallback={null}>
      <route.Component />
    </Suspense>
  );
}
