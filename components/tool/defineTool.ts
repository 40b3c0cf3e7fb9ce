import type { ToolMeta } from './types';

/** A tool's metadata (its `meta.ts`), checked whole by TypeScript: a missing or misspelt field does not compile. */
export function defineTool(meta: ToolMeta): ToolMeta {
  return meta;
}
