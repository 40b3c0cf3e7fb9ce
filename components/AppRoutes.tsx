import { Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { findToolByPath, TOOLS } from '../tools/registry';
import { AppLayout } from './layout/AppLayout';
import { preloadable, type Preloadable } from './preloadable';
import { LEGAL_PATH, pageKind } from './routes';
import { RoutePreloader } from './RoutePreloader';
import { ToolRoute, toolView } from './tool/ToolRoute';

// Each page is its own chunk: a tool page does not download the home page, the legal notice or the 404 page.
const home = preloadable(() => import('./home/HomePage').then((m) => ({ default: m.HomePage })));
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
      return toolView(findToolByPath(pathname)!);
  }
}

/**
 * The routes of the whole product, shared by the website (browser history), the extension's full-tab page
 * (hash) and pre-rendering (static). React Router matches `/ttc-ht` and `/ttc-ht/` alike.
 */
export function AppRoutes({ extras }: { extras?: ReactNode }) {
  return (
    <>
      <RoutePreloader routeFor={routeFor} />
      <Routes>
        <Route element={<AppLayout extras={extras} />}>
          <Route index element={<Page route={home} />} />
          {TOOLS.map((tool) => (
            <Route key={tool.id} path={tool.path} element={<ToolRoute tool={tool} />} />
          ))}
          <Route path={LEGAL_PATH} element={<Page route={legal} />} />
          <Route path="*" element={<Page route={notFound} />} />
        </Route>
      </Routes>
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
