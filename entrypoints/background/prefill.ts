import { MAX_REMEMBERED_CHARS, withNotice } from '../../components/tool/toolStateRules';
import type { ToolData } from '../../components/tool/types';

/**
 * What the context menus on selected text open: a tool of the full-tab page with the selection as its input, as the
 * tool's `contextMenu` (its meta.ts) maps it. Pure: no browser API here (contextMenu.ts does the storing and the opening).
 *
 * The inputs travel in the query inside the hash (`options.html#/compteur-mots/?texte=…`, the tool-state
 * mechanism of the full-tab page reads it). A long selection would make an address too long to be kept or
 * shared: its inputs are stored as the tool's remembered inputs instead (`inputs:<toolId>` in
 * chrome.storage.local), which the page restores on load, and the page opens with no query. Inputs longer than the
 * tool state remembers are never stored (they would fill the storage, or pass its quota): the page opens with a
 * French message that says so, as it does when the storage refuses the write.
 */

/** Above this length of the encoded query, the inputs are stored rather than put in the address. */
export const MAX_QUERY_LENGTH = 2000;

/** The storage key (chrome.storage.local) of a tool's remembered inputs. */
export const inputsKey = (toolId: string) => `inputs:${toolId}`;

/** Where a menu item leads for a selection: the full-tab path, and the inputs to store first when too long for it. */
export interface PrefillTarget {
  toolId: string;
  /** The path to open in the full-tab page (with its query when the inputs fit in the address). */
  path: string;
  /**
   * When the inputs do not fit in the address: what to write under `inputs:<toolId>` before opening `path`, and the
   * path to open instead when the storage refuses it (the tool with a message).
   */
  stored?: { inputs: Record<string, string>; refused: string };
}

/** The menu item of a tool is its id; null for an item of no tool, or of a tool without a context-menu entry. */
export function prefillTarget(tools: readonly ToolData[], menuItemId: string, selection: string): PrefillTarget | null {
  const tool = tools.find((t) => t.id === menuItemId);
  if (!tool?.contextMenu) return null;
  const inputs = tool.contextMenu.inputs(selection);
  if (Object.values(inputs).some((value) => value.length > MAX_REMEMBERED_CHARS)) {
    return { toolId: tool.id, path: withNotice(tool.path, 'selection-trop-longue') };
  }
  const query = new URLSearchParams(inputs).toString();
  if (query.length > MAX_QUERY_LENGTH) {
    return { toolId: tool.id, path: tool.path, stored: { inputs, refused: withNotice(tool.path, 'selection-non-transmise') } };
  }
  return { toolId: tool.id, path: `${tool.path}?${query}` };
}
