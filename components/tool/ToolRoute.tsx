import { Suspense } from 'react';
import type { ToolDefinition } from '../../tools/types';
import { preloadable, type Preloadable } from '../preloadable';
import { ToolContext } from './ToolContext';

const views = new Map<string, Preloadable>();

/**
 * One lazy view per tool, created once, so that its chunk loads only when its page is shown (or about to be).
 * The view comes inside its inputs' provider (address and device, components/tool/toolState.tsx), which loads
 * with the tools' shared chunk rather than with every page.
 */
export function toolView(tool: ToolDefinition): Preloadable {
  let view = views.get(tool.id);
  if (!view) {
    view = preloadable(() =>
      Promise.all([tool.load(), import('./toolState')]).then(([{ default: View }, { ToolStateProvider }]) => ({
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
