import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AppRoutes, routeFor } from '../components/AppRoutes';
import { MemoryRouter } from 'react-router-dom';
import { byId, listedTools, ToolsContext } from '../components/tool/catalog';
import { ToolContext } from '../components/tool/ToolContext';
import { ToolStateProvider } from '../components/tool/toolState';
import { PlatformContext, type Platform } from '../platform/platform';
import { localItem } from '../platform/storage/localStore';
import type { StorageFactory } from '../platform/domain/storage';
import { localFavourites } from '../platform/webPlatform';
import { PAGES } from '../tools/index';
import { THEME_KEY, themeItemOptions } from '../platform/domain/theme';

/** The app's tools, as the entry points give them to the app (site/WebApp.tsx). */
export const TOOLS = listedTools(PAGES);

// The home, legal and 404 pages are lazy chunks: loaded once here, so that a test renders them at once, as the
// website does after fetching the page's chunk before hydrating.
await Promise.all(['/', '/mentions-legales', '/page-introuvable'].map((path) => routeFor(TOOLS, path).preload()));

/**
 * Long texts kept in memory, as IndexedDB keeps them in a browser (platform/storage/indexedDbStore.ts): one map per
 * test platform, so that a second render on the same platform finds what the first kept.
 */
export function memoryItems(): { factory: StorageFactory; values: Map<string, unknown> } {
  const values = new Map<string, unknown>();
  const factory: StorageFactory = (key, { fallback, validate }) => ({
    get: async () => (values.has(key) ? (validate(values.get(key)) ?? fallback) : fallback),
    set: async (value) => void values.set(key, value),
    remove: async () => void values.delete(key),
    subscribe: () => () => {},
  });
  return { factory, values };
}

export function testPlatform(overrides: Partial<Platform> = {}): Platform {
  return {
    target: 'web',
    favourites: localFavourites((id) => Boolean(byId(TOOLS, id))),
    toolLink: (path) => ({ to: path }),
    storedItem: localItem,
    largeItem: memoryItems().factory,
    theme: localItem(THEME_KEY, themeItemOptions),
    ...overrides,
  };
}

/** Renders the whole app at a path, as the website does. */
export function renderApp(path = '/', platform = testPlatform()): RenderResult & { platform: Platform } {
  const result = render(
    <PlatformContext.Provider value={platform}>
      <ToolsContext.Provider value={TOOLS}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
        </MemoryRouter>
      </ToolsContext.Provider>
    </PlatformContext.Provider>,
  );
  return { ...result, platform };
}

/** Renders one tool's view with its registry entry, as its route does. */
export function renderTool(id: string, view: ReactNode, platform = testPlatform(), path?: string): RenderResult {
  const tool = byId(TOOLS, id);
  if (!tool) throw new Error(`Outil inconnu : ${id}`);
  return render(
    <PlatformContext.Provider value={platform}>
      <ToolsContext.Provider value={TOOLS}>
        <MemoryRouter initialEntries={[path ?? tool.path]}>
          <ToolContext.Provider value={tool}>
            <ToolStateProvider>{view}</ToolStateProvider>
          </ToolContext.Provider>
        </MemoryRouter>
      </ToolsContext.Provider>
    </PlatformContext.Provider>,
  );
}
