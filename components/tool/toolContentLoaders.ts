import type { ToolContent } from '../../tools/types';
import type { ToolPageContent } from './toolContent';

// One chunk per tool's texts, `tools/<id>/content.ts` (the folder is the tool's id, as pre-rendering requires). These
// loaders are part of the entry (0.5 KB gzip): a link to a tool requests its texts at once, not after a chunk of
// loaders (10-35 ms of a click on a card, issue 13).
const modules = import.meta.glob<ToolContent>('../../tools/*/content.ts', { import: 'content' });

/**
 * Imports what a tool page shows beside its view: its texts, and its listing (description and icon, at the top of
 * the page) from tools/listing.ts, a chunk of its own that the home page may have loaded already. Through
 * components/tool/toolContent.ts, which keeps them.
 */
export function importToolContent(id: string): Promise<ToolPageContent> {
  // Both requested at once.
  const load = modules[`../../tools/${id}/content.ts`];
  if (!load) return Promise.reject(new Error(`Aucun texte pour l’outil ${id}`));
  return Promise.all([load(), import('../../tools/listing')]).then(([texts, { TOOL_LISTINGS }]) => ({ ...texts, listing: TOOL_LISTINGS[id]! }));
}

/** The ids of the tools that have texts (every tool of the registry, checked by a test). */
export const toolContentIds = (): string[] => Object.keys(modules).map((path) => path.split('/').at(-2)!);
