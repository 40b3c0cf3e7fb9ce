import { searchTools } from '../../components/home/search';
import type { ToolData } from '../../components/tool/types';

/**
 * The address-bar keyword `outilo`: the registry's own search (the home page's and the popup's), on the tools'
 * data (tools/index.ts). Pure: the service worker (index.ts) wires it to chrome.omnibox.
 */

/** Chrome shows at most a handful of suggestions; more would be cut anyway. */
export const MAX_SUGGESTIONS = 5;

/** Chrome reads a suggestion's description as XML (`<match>`, `<dim>`): the tool's text must be escaped. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c]};`);
}

export interface OmniboxSuggestion {
  /** What the address bar holds when the suggestion is picked, and what onInputEntered receives: the title. */
  content: string;
  description: string;
}

/**
 * The suggestions for what the user typed after `outilo `: the tools the search finds, in its order (favourites
 * known). Firefox shows a description as plain text, where markup would show as typed: `markup` false leaves it out.
 */
export function suggestTools(tools: readonly ToolData[], text: string, favourites: readonly string[] = [], markup = true): OmniboxSuggestion[] {
  if (!text.trim()) return [];
  return searchTools(tools, text, 'all', favourites)
    .slice(0, MAX_SUGGESTIONS)
    .map((tool) => ({
      content: tool.title,
      description: markup ? `<match>${escapeXml(tool.title)}</match> <dim>– ${escapeXml(tool.description)}</dim>` : `${tool.title} – ${tool.description}`,
    }));
}

/** The first line under the address bar, before any suggestion (`%s` is what the user typed). */
export function defaultSuggestion(markup = true): string {
  return markup ? 'Rechercher un outil Outilo\u00a0: <match>%s</match>' : 'Rechercher un outil Outilo\u00a0: %s';
}

/**
 * The route to open for what was entered: a picked suggestion (a tool's exact title), else the first tool the
 * search finds, else the full-tab home page (`/`), where every tool is listed.
 */
export function routeForInput(tools: readonly ToolData[], text: string, favourites: readonly string[] = []): string {
  const exact = tools.find((tool) => tool.title === text.trim());
  if (exact) return exact.path;
  return (text.trim() && searchTools(tools, text, 'all', favourites)[0]?.path) || '/';
}
