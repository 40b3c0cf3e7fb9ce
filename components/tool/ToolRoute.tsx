import type { ToolDefinition } from '../../tools/types';
import { preloadable, type Preloadable } from '../preloadable';
import { ToolContext } from './ToolContext';

const views = new Map<string, Preloadable>();

/**
 * The code every tool shares (fields, result card, tool frame: the `tool-kit` chunk, scripts/chunk-groups.ts), through
 * the inputs' provider each view comes in. The extension's pages read it ahead once they are idle.
 */
export const loadToolKit = () => import('./toolState');

/**
 * One lazy view per tool, created once, so that its chunk loads only when its page is shown (or about to be). The
 * view comes inside its inputs' provider (address and device, components/tool/toolState.tsx).
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

/** A tool's page: its view, which suspends while its code loads (the layout's Suspense shows the wait). */
export function ToolRoute({ tool }: { tool: ToolDefinition }) {
  const { Component } = toolView(tool);
  return (
    <ToolContext.Provider value={tool}>
      <Component />
    </ToolContext.Provider>
  );
}
