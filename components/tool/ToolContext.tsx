import { createContext, useContext } from 'react';
import type { ToolDefinition } from '../../tools/types';

export const ToolContext = createContext<ToolDefinition | null>(null);

export function useCurrentTool(): ToolDefinition {
  const tool = useContext(ToolContext);
  if (!tool) throw new Error('ToolContext manquant');
  return tool;
}
