import { useCallback, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AppLayout } from './layout/AppLayout';
import { preloadable, type Preloadable } from './preloadable';
import { LEGAL_PATH, pageKind, stripSlash } from './routes';
import { RoutePreloader } from './RoutePreloader';
import { byPath, useTools } from './tool/catalog';
import { ToolRoute, toolView } from './tool/ToolRoute';
import type { ListedTool } from './tool/types';

// Each page is its own chunk: a tool page does not download the home page, the legal notice or the 404 page.
const home = preloadable(() => import('./home/HomePage').then((m) => ({ default: m.HomePage })));
const legal = preloadable(() => import('./pages/LegalPage').then((m) => ({ default: m.LegalPage })));
const notFound = preloadable(() => import('./pages/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));

/** The chunk that renders a path: fetched ahead of a navigation (a link hovered, focused or pressed) and before hydrating. */
export function routeFor(tools: readonly ListedTool[], pathname: string): Preloadable {
  switch (pageKind(tools, pathname)) {
    case 'home':
      return home;
    case 'legal':
      return legal;
    default: {
      const tool = byPath(tools, stripSlash(pathname));
      return tool ? toolView(tool) : notFound;
    }
  }
}

/**
 * The routes of the whole product, shared by the website (browser history), the extension's full-tab page (hash) and
 * pre-rendering (static): the home page, one page per tool (`/ttc-ht` and `/ttc-ht/` alike), the legal notice and a
 * 404 page for anything else, all inside the layout. Each page's code is lazy: a link followed keeps the page on
 * screen until the next one's code is there (React Router navigates in a transition).
 */
export function AppRoutes({ extras, onHydrated }: { extras?: ReactNode; onHydrated?: () => void }) {
  const tools = useTools();
  const preload = useCallback((path: string) => routeFor(tools, path), [tools]);
  return (
    <>
      <RoutePreloader routeFor={preload} />
      <AppLayout extras={extras} onHydrated={onHydrated}>
        <Routes>
          <Route path="/" element={<home.Component />} />
          {tools.map((tool) => (
            <Route key={tool.id} path={tool.path} caseSensitive element={<ToolRoute tool={tool} />} />
          ))}
          <Route path={LEGAL_PATH} caseSensitive element={<legal.Component />} />
          <Route path="*" element={<notFound.Component />} />
        </Routes>
      </AppLayout>
    </>
  );
}
