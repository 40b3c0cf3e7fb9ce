import { preloadable, type Preloadable } from '../preloadable';
import { ToolContext } from './ToolContext';
import type { ListedTool } from './types';

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
export function toolView(tool: ListedTool): Preloadable {
  let view = views.get(tool.id);
  if (!view) {
    view = preloadable(() =>
      Promise.all([tool.view(), loadToolKit()]).then(([{ default: View }, { ToolStateProvider }]) => ({
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

/**
 * A tool's page: its view, which suspends while its code loads (the layout's Suspense shows the wait), given its tool
 * (data, icon) by ToolContext: the frame shows the title, description and icon from there.
 */
export function ToolRoute({ tool }: { tool: ListedTool }) {
  const { Component } = toolView(tool);
  return (
    <ToolContext.Provider value={tool}>
      <Component />
    </ToolContext.Provider>
  );
}
