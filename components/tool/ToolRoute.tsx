import { Suspense } from 'react';
import type { ToolDefinition } from '../../tools/types';
import { preloadable, type Preloadable } from '../preloadable';
import { ToolContext } from './ToolContext';
import { loadedToolContent, loadToolContent } from './toolContent';

const views = new Map<string, Preloadable>();

/**
 * The code every tool shares (fields, result card, tool frame: the `tool-kit` chunk, scripts/chunk-groups.ts), through
 * the inputs' provider each view comes in. The extension's pages read it ahead once they are idle.
 */
export const loadToolKit = () => import('./toolState');

/**
 * One lazy view per tool, created once, so that its chunk loads only when its page is shown (or about to be).
 * The view comes inside its inputs' provider (address and device, components/tool/toolState.tsx), which loads
 * with the tools' shared chunk rather than with every page.
 */
export function toolView(tool: ToolDefinition): Preloadable {
  let view = views.get(tool.id);
  if (!view) {
    view = preloadable(() =>
      Promise.all([tool.load(), loadToolKit()]).then(([{ default: View }, { ToolStateProvider }]) => ({
        default: () => (
          <ToolStateProvider>
            <View />
          </ToolStateProvider>
        ),
      })),
    );
    views.set(tool.id, view);
  }
  return view;
}

const pages = new Map<string, Preloadable>();

/**
 * A tool's page to show: its view and its texts, fetched side by side (components/tool/toolContent.ts). Loaded when
 * both are: what a link to the tool preloads, so that the page renders complete at once. Hydrating a pre-rendered
 * page needs the view alone (`toolView`): its texts are in the HTML.
 */
export function toolPage(tool: ToolDefinition): Preloadable {
  let page = pages.get(tool.id);
  if (!page) {
    const view = toolView(tool);
    page = {
      // The texts first: their small chunk (with the page's header) is then on its way before the view and the tools'
      // shared chunk arrive and take the main thread to be compiled.
      preload: () => Promise.all([loadToolContent(tool.id), view.preload()]).then(([, component]) => component),
      isLoaded: () => view.isLoaded() && loadedToolContent(tool.id) !== undefined,
      Component: view.Component,
    };
    pages.set(tool.id, page);
  }
  return page;
}

function ToolLoading() {
  return (
    <p className="tool-loading" role="status">
      Chargement de l’outil…
    </p>
  );
}

export function ToolRoute({ tool }: { tool: ToolDefinition }) {
  const { Component } = toolView(tool);
  return (
    <ToolContext.Provider value={tool}>
      <Suspense fallback={<ToolLoading />}>
        <Component />
      </Suspense>
    </ToolContext.Provider>
  );
}
