declare module 'virtual:outilo-tool-index' {
  import type { ToolSummary } from './omnibox';

  /** The registry's texts and routes, built from tools/registry.ts (see scripts/tool-index-plugin.ts). */
  export const TOOL_INDEX: readonly ToolSummary[];
}
