import type { ToolData } from './types';

/** A tool's data (its `meta.ts`'s default export), checked whole by TypeScript: a missing or misspelt field does not compile. */
export function defineTool(tool: ToolData): ToolData {
  return tool;
}
