import { createContext, useContext } from 'react';
import type { ListedTool, ToolPage } from './types';

/**
 * The tools the app shows. The app (components/) never imports tools/, which stands above it: each entry point (site/,
 * entrypoints/) gives it the list of tools/index.ts, made by `listedTools`, through ToolsContext; code outside React
 * takes the list as an argument.
 */
export function listedTools(pages: readonly ToolPage[]): readonly ListedTool[] {
  return pages.map(({ tool, icon, view }) => ({ ...tool, icon, view }));
}

export const ToolsContext = createContext<readonly ListedTool[] | null>(null);

/** The app's tools, in the order the lists show them. */
export function useTools(): readonly ListedTool[] {
  const tools = useContext(ToolsContext);
  if (!tools) throw new Error('ToolsContext manquant');
  return tools;
}

/** A tool of a list by its path (with or without the trailing slash), or undefined when no tool has it. */
export function byPath<T extends { path: string }>(tools: readonly T[], pathname: string): T | undefined {
  const normalised = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return tools.find((tool) => tool.path === normalised);
}

/** A tool of a list by its id, or undefined when no tool has it. */
export function byId<T extends { id: string }>(tools: readonly T[], id: string): T | undefined {
  return tools.find((tool) => tool.id === id);
}
