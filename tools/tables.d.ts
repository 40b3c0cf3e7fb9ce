// The tables scripts/tool-tables-plugin.ts derives from the tools' `meta.ts` at build time.

declare module 'virtual:outilo-tools/routes' {
  import type { ToolDefinition } from './types';
  export const TOOLS: readonly ToolDefinition[];
}

declare module 'virtual:outilo-tools/listing' {
  import type { ListedTool, ToolListing } from './types';
  export const TOOL_LISTINGS: Readonly<Record<string, ToolListing>>;
  export const LISTED_TOOLS: readonly ListedTool[];
}

declare module 'virtual:outilo-tools/header/*' {
  import type { ToolHeader } from './types';
  /** The tool's description and icon, for the top of its page. */
  export const header: ToolHeader;
}

declare module 'virtual:outilo-tools/search-terms' {
  export const TOOL_KEYWORDS: Readonly<Record<string, readonly string[]>>;
}

declare module 'virtual:outilo-tools/page-titles' {
  export const TOOL_PAGE_TITLES: Readonly<Record<string, string>>;
}

declare module 'virtual:outilo-tools/views' {
  /** Each tool's view module, relative to the project root, by path: what pre-rendering preloads. */
  export const TOOL_VIEWS: Readonly<Record<string, string>>;
}

declare module 'virtual:outilo-tools/index' {
  import type { ToolSummary } from '../entrypoints/background/omnibox';
  /** The tools' texts and routes as plain data, for the service worker's omnibox. */
  export const TOOL_INDEX: readonly ToolSummary[];
}
