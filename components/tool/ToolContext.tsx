import { createContext, useContext } from 'react';
import type { ListedTool } from './types';

export const ToolContext = createContext<ListedTool | null>(null);

export function useCurrentTool(): ListedTool {
  const tool = useContext(ToolContext);
  if (!tool) throw new Error('ToolContext manquant');
  return tool;
}
