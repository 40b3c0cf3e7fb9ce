import { lazy, Suspense } from 'react';
import type { LazyToolView, ToolDefinition } from '../../tools/types';
import { ToolContext } from './ToolContext';

const views = new Map<string, LazyToolView>();

/** One lazy component per tool, created once, so that its chunk loads only when its page is shown. */
export function lazyView(tool: ToolDefinition): LazyToolView {
  let view = views.get(tool.id);
  if (!view) {
    view = lazy(tool.load);
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
  const View = lazyView(tool);
  return (
    <ToolContext.Provider value={tool}>
      <Suspense fallback={<ToolLoading />}>
        <View />
      </Suspense>
    </ToolContext.Provider>
  );
}
